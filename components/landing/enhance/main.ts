// The public pages' only script. next.config.ts bundles this entry on its own (lib/build/browser-script-loader.ts)
// and components/landing/enhancement-script.tsx links the content-hashed file; it runs as a module, so after
// the document is parsed.
import { enhancePublicPage } from './enhance-page';

enhancePublicPage(document);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Head, Html, Main, NextScript } from 'next/document';
import appleIcon from '@/app/apple-icon.png';
import icon from '@/app/icon.svg';
import { publicInter } from '@/components/landing/public-font';
import { site } from '@/lib/site';

// The Pages Router serves only the script-free pages (/, /privacy-policy and /session-expired), which ship no
// framework JavaScript (`unstable_runtimeJS: false`); the portal and everything else live in app/.
const stylesheets = new Map<string, string>();

/** A built stylesheet's text, read once from the build (NEXT_DIST_DIR, as next.config.ts says). */
function readStylesheet(file: string): string {
  let text = stylesheets.get(file);
  if (text === undefined) {
    // Relative URLs in it (the font files) were relative to /_next/{file}; inlined, they must say so.
    const base = new URL(`/_next/${file}`, 'http://portal');
    // Not traced: a path built at run time would make the standalone output copy the whole repository.
    const built = join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', file);
    text = readFileSync(built, 'utf8').replace(
      /url\((['"]?)(?![a-z]+:|\/|#)([^'")]+)\1\)/gi,
      (_, quote: string, path: string) => `url(${quote}${new URL(path, base).pathname}${quote})`,
    );
    stylesheets.set(file, text);
  }
  return text;
}

/**
 * The public pages' stylesheet (a few KB) inlined into the page instead of linked, so their first paint
 * waits for no other request. Their CSP allows inline styles; the font files it names stay separate.
 */
class InlineCssHead extends Head {
  override getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    const css = files.allFiles.filter((file) => file.endsWith('.css'));
    if (css.length === 0) return null;
    return css.map((file) => (
      // React writes a <style>'s text as it is (only a closing tag inside would be escaped).
      <style key={file} nonce={this.props.nonce}>
        {readStylesheet(file)}
      </style>
    ));
  }
}

export default function PublicDocument() {
  return (
    // The font's variable goes on <html>, where globals.css composes --font-sans from it.
    <Html lang="pt-BR" className={publicInter.variable}>
      <InlineCssHead>
        <meta name="theme-color" content="#e8437a" />
        <meta name="application-name" content={site.productName} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href={icon.src} sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={appleIcon.src} sizes="180x180" type="image/png" />
      </InlineCssHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

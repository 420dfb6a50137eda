// Turbopack emits the file this URL names under /_next/static/media/ with a content hash (cached for a year);
// next.config.ts has it bundled and minified first.
const src = new URL('./enhance/main.ts', import.meta.url).href;

/** The public pages' enhancement script (enhance/main.ts): their only JavaScript. */
export function EnhancementScript() {
  return <script type="module" src={src} />;
}

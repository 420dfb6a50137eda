interface InlineArtProps {
  /** The SVG markup, from readArt(). */
  markup: string;
  label: string;
  className?: string;
}

/**
 * An illustration drawn inline: no request, crisp at every density, and — not being an image element — never
 * the page's Largest Contentful Paint, so the headline paints first.
 */
export function InlineArt({ markup, label, className }: InlineArtProps) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is our own SVG file, read at build time.
    <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}

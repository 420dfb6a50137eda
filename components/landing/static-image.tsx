import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised, responsive sources (AVIF or WebP at the width each screen needs) rendered as a
 * plain `<img>` on the server, so the public pages do not ship next/image's client component.
 */
export function StaticImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
  // biome-ignore lint/performance/noImgElement: this is next/image's own output, rendered without its client code.
  // biome-ignore lint/a11y/useAltText: getImageProps passes the required alt prop through.
  return <img {...imageProps} />;
}

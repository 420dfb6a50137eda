import Head from 'next/head';
import { site } from '@/lib/site';

interface PageHeadProps {
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  imageAlt: string;
}

/** The sharing image: app/opengraph-image.png, which the App Router serves under this path. */
const sharedImage = { path: '/opengraph-image.png', width: '1200', height: '630', type: 'image/png' };

/** Search and sharing metadata of a public page (the site-wide tags are in pages/_document.tsx). */
export function PageHead({ path, title, description, type, imageAlt }: PageHeadProps) {
  const url = new URL(path, site.publicUrl).toString();
  const image = new URL(sharedImage.path, site.publicUrl).toString();

  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={sharedImage.type} />
      <meta property="og:image:width" content={sharedImage.width} />
      <meta property="og:image:height" content={sharedImage.height} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:type" content={type} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="twitter:image:type" content={sharedImage.type} />
      <meta name="twitter:image:width" content={sharedImage.width} />
      <meta name="twitter:image:height" content={sharedImage.height} />
    </Head>
  );
}

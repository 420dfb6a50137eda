import { Head, Html, Main, NextScript } from 'next/document';
import appleIcon from '@/app/apple-icon.png';
import { inter } from '@/app/fonts';
import icon from '@/app/icon.svg';
import { site } from '@/lib/site';

// The Pages Router serves only the public pages (/ and /privacy-policy), which ship no framework JavaScript
// (`unstable_runtimeJS: false`); the portal and everything else live in app/.
export default function PublicDocument() {
  return (
    // The font's variable goes on <html>, where globals.css composes --font-sans from it.
    <Html lang="pt-BR" className={inter.variable}>
      <Head>
        <meta name="theme-color" content="#e8437a" />
        <meta name="application-name" content={site.productName} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href={icon.src} sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={appleIcon.src} sizes="180x180" type="image/png" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

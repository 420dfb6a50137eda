import type { AppProps } from 'next/app';
import Head from 'next/head';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
// Imported for its stylesheet (the @font-face and the variable class _document puts on <html>).
import '@/components/landing/public-font';
import '@/app/globals.css';
import '@/components/landing/public-pages.css';
import { PRODUCT_TIME_ZONE } from '@/lib/format/dates';

export default function PublicApp({ Component, pageProps }: AppProps<{ messages: AbstractIntlMessages }>) {
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone={PRODUCT_TIME_ZONE} messages={pageProps.messages}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
    </NextIntlClientProvider>
  );
}

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  API_CONTENT_SECURITY_POLICY,
  publicSecurityHeaders,
  scriptFreePageContentSecurityPolicy,
  scriptFreePages,
} from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Lets a second build (benchmarks, parallel work) live beside the main one.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // For tests/bench/main-thread.ts, which names the files a page's time goes to: BROWSER_SOURCE_MAPS=1.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone: a self-contained server.js with
  // only the files it needs. `npm start` and the tests keep the ordinary build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The PDFs' typeface is read from node_modules at run time (components/pdf/pdf-font-files.ts), which the
  // trace cannot see: the standalone build copies it.
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/inter-font/ttf/Inter-Regular.ttf',
      './node_modules/inter-font/ttf/Inter-Bold.ttf',
    ],
  },
  // The product's time zone, the API's own setting, fixed into the build for the browser's date formatting.
  env: { APP_TIME_ZONE: process.env.APP_TIME_ZONE ?? 'America/Sao_Paulo' },
  // `npm run typecheck` checks the whole project (CI runs it before the tests); checking again in every
  // build would only slow the first `npm start`.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // pdfkit reads its standard fonts' metrics from files beside it: required at run time, not bundled.
  serverExternalPackages: ['pdfkit'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: {
    // Turbopack's default ('loose') merged nearly every screen's CSS modules into one 80 KB file that every
    // signed-in page, the sign-in and the booking pages waited for before their first paint: 15.6 KiB
    // gzipped. The graph chunking keeps the style order each page needs and ships 8.1–11.9 KiB to a
    // signed-in page, 4.8–5.3 KiB to the public forms (`npm run bench:js`, its CSS column).
    cssChunking: 'graph',
  },
  turbopack: {
    // The formatter of precompiled messages in place of the ICU parser (lib/i18n/compile-messages.ts), as
    // next-intl's own `precompile` option does (every message reaches use-intl compiled), writing numbers
    // without Intl (lib/i18n/format-message.ts).
    resolveAlias: {
      'use-intl/format-message': './lib/i18n/format-message.ts',
      // SWR's shim of useSyncExternalStore for React before 18: React's own hook (lib/build/use-sync-external-store.ts).
      'use-sync-external-store/shim': './lib/build/use-sync-external-store.ts',
    },
    rules: {
      // The public pages' enhancement script: referenced with `new URL(…, import.meta.url)`, it is emitted as a
      // content-hashed static file; this loader makes that file the bundled, minified script.
      './components/landing/enhance/main.ts': {
        loaders: ['./lib/build/browser-script-loader.ts'],
        as: '*.js',
      },
      // The last-resort error page loads with every page: it gets its own texts, not the whole file.
      './lib/i18n/error-page-messages.ts': {
        loaders: [
          {
            loader: './lib/build/message-namespace-loader.ts',
            options: { namespace: 'ErrorPage', exportName: 'errorPageMessages' },
          },
        ],
        as: '*.js',
      },
    },
  },
  async headers() {
    // Baseline for every answer; proxy.ts replaces the CSP with a nonce-based one on signed-in pages.
    return [
      // Not on /uploads: user content carries only its own `default-src 'none'; sandbox` (app/uploads).
      {
        source: '/:path((?!uploads/).*)',
        headers: publicSecurityHeaders(process.env.NODE_ENV === 'development'),
      },
      // After the rule above, whose page policy it replaces: /api answers are data (the session and Google
      // routes' as much as the proxy's), so nothing in one may run even if a browser opens it.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
      {
        source: '/uploads/:name*',
        headers: publicSecurityHeaders().filter(({ key }) => key !== 'Content-Security-Policy'),
      },
      // `next dev` ignores `unstable_runtimeJS: false` and runs the full framework, inline scripts included.
      ...(process.env.NODE_ENV === 'production' ? scriptFreePages : []).map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: scriptFreePageContentSecurityPolicy() }],
      })),
      // Files in public/landing keep stable names (manifest icons), so they are cached long but not forever.
      {
        source: '/landing/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000, stale-while-revalidate=86400' }],
      },
      // Site icons and the sharing image: pages link them with a content hash, other clients by bare name.
      {
        source: '/:file(icon.svg|apple-icon.png|opengraph-image.png)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);

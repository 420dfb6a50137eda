import localFont from 'next/font/local';

// Inter ships with the project (npm package), so no page ever loads a font from another host.
export const inter = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Arial'],
  adjustFontFallback: 'Arial',
});

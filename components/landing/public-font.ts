import localFont from 'next/font/local';

// Inter for the public pages, shown only if it arrives within the first moments (`optional`): their
// largest text paints at once in the metric-matched fallback and never moves, whatever the network.
// The signed-in portal keeps app/fonts.ts (`swap`).
export const publicInter = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'optional',
  preload: true,
  variable: '--font-inter',
  fallback: ['system-ui', 'Arial'],
  adjustFontFallback: 'Arial',
});

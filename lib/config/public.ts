// Settings the browser needs as well as the server, fixed at build time: Next inlines each literal
// `process.env.X` read below (NEXT_PUBLIC_* by name, APP_TIME_ZONE through next.config.ts's `env`), so
// they are listed one by one rather than parsed from process.env as a whole. Read without zod: nearly
// every page formats a date with these, and most pages validate nothing, so load no zod at all.
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The product's one time zone: the API's APP_TIME_ZONE, so days and hours mean the same on both sides.
 * Checked where the server starts; the browser gets the same value fixed into the build, and checking it
 * there would cost every page load its first Intl.DateTimeFormat (40–100 ms of ICU's date data).
 */
function readTimeZone(zone = 'America/Sao_Paulo'): string {
  if (typeof window === 'undefined' && !isTimeZone(zone)) {
    throw new Error('APP_TIME_ZONE não é um fuso horário IANA');
  }
  return zone;
}

export const publicConfig = {
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME ?? 'Nutrir',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'suporte@nutrir.app.br',
  appStoreUrl: process.env.NEXT_PUBLIC_APP_STORE_URL ?? 'https://apps.apple.com/br/app/nutrir/id6450000000',
  playStoreUrl:
    process.env.NEXT_PUBLIC_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=br.app.nutrir',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  timeZone: readTimeZone(process.env.APP_TIME_ZONE),
};

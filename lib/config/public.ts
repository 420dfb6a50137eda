import { z } from 'zod';

// Settings the browser needs as well as the server, fixed at build time: Next inlines each literal
// `process.env.X` read below (NEXT_PUBLIC_* by name, APP_TIME_ZONE through next.config.ts's `env`), so
// they are listed one by one rather than parsed from process.env as a whole.
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const schema = z.object({
  productName: z.string().default('Nutrir'),
  supportEmail: z.string().default('suporte@nutrir.app.br'),
  appStoreUrl: z.string().default('https://apps.apple.com/br/app/nutrir/id6450000000'),
  playStoreUrl: z.string().default('https://play.google.com/store/apps/details?id=br.app.nutrir'),
  publicUrl: z.string().default('http://localhost:3000'),
  /** The product's one time zone: the API's APP_TIME_ZONE, so days and hours mean the same on both sides. */
  timeZone: z
    .string()
    .refine(isTimeZone, 'APP_TIME_ZONE não é um fuso horário IANA')
    .default('America/Sao_Paulo'),
});

export const publicConfig = schema.parse({
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  appStoreUrl: process.env.NEXT_PUBLIC_APP_STORE_URL,
  playStoreUrl: process.env.NEXT_PUBLIC_PLAY_STORE_URL,
  publicUrl: process.env.PUBLIC_URL,
  timeZone: process.env.APP_TIME_ZONE,
});

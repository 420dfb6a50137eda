// Public facts about the product, fixed at build time so the public pages stay static.
export const site = {
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME ?? 'Nutrir',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'suporte@nutrir.app.br',
  appStoreUrl: process.env.NEXT_PUBLIC_APP_STORE_URL ?? 'https://apps.apple.com/br/app/nutrir/id6450000000',
  playStoreUrl:
    process.env.NEXT_PUBLIC_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=br.app.nutrir',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
} as const;

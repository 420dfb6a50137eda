import { publicConfig } from '@/lib/config/public';

// Public facts about the product, fixed at build time so the public pages stay static.
export const site = {
  productName: publicConfig.productName,
  supportEmail: publicConfig.supportEmail,
  appStoreUrl: publicConfig.appStoreUrl,
  playStoreUrl: publicConfig.playStoreUrl,
  publicUrl: publicConfig.publicUrl,
} as const;

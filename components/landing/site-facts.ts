import { site } from '@/lib/site';
import type { StructuredDataFacts } from './structured-data';

export function getStructuredDataFacts(description: string): StructuredDataFacts {
  return {
    productName: site.productName,
    publicUrl: site.publicUrl,
    supportEmail: site.supportEmail,
    appStoreUrl: site.appStoreUrl,
    playStoreUrl: site.playStoreUrl,
    description,
  };
}

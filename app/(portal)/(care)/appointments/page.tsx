import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnderConstruction } from '@/components/portal/under-construction';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('appointments') };
}

export default async function Page() {
  return <UnderConstruction title={(await getTranslations('PageTitles'))('appointments')} />;
}

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { mainContentId } from '@/components/landing/anchors';
import { SiteFooter } from '@/components/landing/site-footer';
import '@/components/landing/public-pages.css';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('PublicHeader');
  return (
    <>
      <a className="lp-skip-link" href={`#${mainContentId}`}>
        {t('skipToContent')}
      </a>
      {children}
      <SiteFooter />
    </>
  );
}

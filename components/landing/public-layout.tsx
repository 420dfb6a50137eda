import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { mainContentId } from './anchors';
import { EnhancementScript } from './enhancement-script';
import { SiteFooter } from './site-footer';

/** What both public pages share around their header and content: the skip link, the footer, the script. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('PublicHeader');
  return (
    <>
      <a className="lp-skip-link" href={`#${mainContentId}`}>
        {t('skipToContent')}
      </a>
      {children}
      <SiteFooter />
      <EnhancementScript />
    </>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { PlansInFocusView } from '@/lib/api/server/plans-in-focus-view';
import { type PlanTab, planTabQuery } from '@/lib/lists/plans-in-focus';
import { PlansInFocusTable } from './plans-in-focus-table';

/** One tab's page of the table, read on the server; streamed in below the cards. */
export async function PlansInFocusList({
  tab,
  view: viewRead,
}: {
  tab: PlanTab;
  page: number;
  /** The tab's page, read with the token check (home-reads.ts). */
  view: Promise<PlansInFocusView>;
}) {
  const t = await getTranslations('NutritionistHome.plans');
  const view = await viewRead;
  if (view.kind === 'error') return <ReloadError message={t('loadError')} retryLabel={t('retry')} />;
  const empty =
    tab === 'all' ? (
      <EmptyState
        headingLevel={3}
        title={t('empty.all')}
        description={t('empty.allText')}
        action={
          <Link href="/patients" className={getButtonClassName({ variant: 'primary' })}>
            {t('empty.goToPatients')}
          </Link>
        }
      />
    ) : (
      <EmptyState headingLevel={3} title={t(`empty.${tab}`)} />
    );
  return (
    <>
      <PlansInFocusTable rows={view.list.content} empty={empty} />
      {view.list.total_pages > 1 ? (
        <UrlPaginator
          pathname="/home"
          state={planTabQuery(tab)}
          page={view.page}
          totalPages={view.list.total_pages}
          label={t('pagination')}
        />
      ) : null}
    </>
  );
}

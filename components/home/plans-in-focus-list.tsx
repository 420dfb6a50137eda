import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { MealPlanAdherence, Page } from '@/lib/api/contract';
import { listPlanAdherence } from '@/lib/api/dashboards';
import { loadPlansInFocus } from './load-plans-in-focus';
import { type PlanTab, planTabQuery } from './plans-in-focus-href';
import { PlansInFocusTable } from './plans-in-focus-table';

/** One tab's page of the table, read on the server; streamed in below the cards. */
export async function PlansInFocusList({
  nutritionistId,
  tab,
  page,
  asked,
}: {
  nutritionistId: number;
  tab: PlanTab;
  page: number;
  /** The requested page's read, started with the token check. */
  asked: Promise<Page<MealPlanAdherence>>;
}) {
  const t = await getTranslations('NutritionistHome.plans');
  const view = await loadPlansInFocus((query) => listPlanAdherence(nutritionistId, query), tab, page, asked);
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

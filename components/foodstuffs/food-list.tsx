'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useEffectEvent, useOptimistic, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { LoadState } from '@/components/ui/load-state';
import { Paginator } from '@/components/ui/paginator';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import type { Foodstuff } from '@/lib/api/contract';
import { type FoodListParams, getFoodListHref, readFoodListParams } from '@/lib/lists/food-list';
import styles from './food-list.module.css';
import { FoodTable } from './food-table';
import { useFoodstuffMutations } from './use-foodstuff-writes';
import { useFoodstuffs } from './use-foodstuffs';

/** The deletion's confirmation loads when she first asks to delete a food. */
const loadDeleteFoodDialog = () => import('./delete-food-dialog').then((module) => module.DeleteFoodDialog);

/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

/** /foodstuffs: the administrators' catalogue, its view kept in the URL. */
export function FoodList() {
  const t = useTranslations('FoodList');
  const router = useRouter();
  // Typed nullable because the public pages live in pages/; in app/ there are always search params.
  const params = readFoodListParams(useSearchParams() ?? new URLSearchParams());
  const { showToast } = useToast();
  const { refreshLists } = useFoodstuffMutations();
  const { data: loaded, error, isLoading, isValidating, mutate: reload } = useFoodstuffs(params);
  // With keepPreviousData a failed view still has the previous view's list as data: once the load
  // failed it is not this view's, so its total, rows and note give way to the error and its retry.
  const data = error ? undefined : loaded;
  const [term, setTerm] = useState(params.search);
  const [filtersOpen, setFiltersOpen] = useState(params.withBarcode || params.withBrand);
  const [toDelete, setToDelete] = useState<Foodstuff | null>(null);
  const lastPushedSearch = useRef(params.search);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A deleted food takes its row with it, and so the menu button focus would go back to.
  const focusTitleOnClose = useRef(false);

  // The checkboxes show their new state at once, while the navigation that applies it runs.
  const [filters, setOptimisticFilters] = useOptimistic({
    withBarcode: params.withBarcode,
    withBrand: params.withBrand,
  });

  const go = (next: FoodListParams, mode: 'push' | 'replace' = 'push') => {
    const href = getFoodListHref(next);
    startTransition(() => {
      setOptimisticFilters({ withBarcode: next.withBarcode, withBrand: next.withBrand });
      if (mode === 'push') router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    });
  };

  // Back and forward change the URL under us: the box shows the search of the view being shown.
  useEffect(() => {
    if (params.search !== lastPushedSearch.current) {
      lastPushedSearch.current = params.search;
      setTerm(params.search);
    }
  }, [params.search]);

  // Searching goes back to the first page (spec 1 §4).
  const runSearch = useEffectEvent((text: string) => {
    lastPushedSearch.current = text.trim();
    go({ ...params, search: text, currentPage: 1 }, 'replace');
  });
  useEffect(() => {
    if (term.trim() === params.search.trim()) return;
    const timer = window.setTimeout(() => runSearch(term), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, params.search]);

  // A page past the end (an old link, a shorter result) shows the last page instead (spec 1 §4).
  // The previous view's pages stay offered while this one failed, so the user can step back to them.
  const totalPages = loaded?.total_pages ?? 0;
  const showLastPage = useEffectEvent((last: number) => go({ ...params, currentPage: last }, 'replace'));
  const lastPage = data && !isValidating ? Math.max(1, totalPages) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && params.currentPage > lastPage) showLastPage(lastPage);
  }, [lastPage, params.currentPage]);

  const toggleFilter = (name: 'withBarcode' | 'withBrand', value: boolean) =>
    // The current page reloads with the filter (spec 1 §4).
    go({ ...params, ...filters, [name]: value });

  // After the confirmation gave focus back to the row's button (its close runs first), focus goes to the
  // list's title instead: the row leaves with the reload, and focus would fall to the page's body.
  useEffect(() => {
    if (toDelete !== null || !focusTitleOnClose.current) return;
    focusTitleOnClose.current = false;
    titleRef.current?.focus();
  }, [toDelete]);

  const afterDelete = () => {
    const deleted = toDelete;
    setToDelete(null);
    focusTitleOnClose.current = true;
    showToast(t('deleted', { name: deleted?.name ?? '' }), { tone: 'success' });
    // After a delete the first page reloads with an empty search (spec 1 §4).
    lastPushedSearch.current = '';
    setTerm('');
    refreshLists();
    go({ ...params, search: '', currentPage: 1 });
  };

  const busy = isLoading || (isValidating && data !== undefined);
  // A search or a filter counts what it found, not what the catalogue holds.
  const narrowed = params.search.trim() !== '' || params.withBarcode || params.withBrand;
  const rows = data?.content ?? [];

  return (
    <section className={styles.page} aria-labelledby="food-list-title">
      <header className={styles.header}>
        <div>
          <h1 id="food-list-title" className={styles.title} ref={titleRef} tabIndex={-1}>
            {t('title')}
          </h1>
          <p className={styles.total} aria-live="polite">
            {!data
              ? '\u00a0'
              : data.total_capped
                ? t('totalCapped', { count: data.total_elements })
                : narrowed
                  ? t('totalFound', { count: data.total_elements })
                  : t('total', { count: data.total_elements })}
          </p>
        </div>
        <Link href="/create-foodstuff" className={getButtonClassName({ variant: 'primary' })}>
          {t('newFood')}
        </Link>
      </header>

      <search className={styles.toolbar}>
        <TextInput
          label={t('searchLabel')}
          hideLabel
          type="search"
          placeholder={t('searchPlaceholder')}
          value={term}
          maxLength={120}
          onValueChange={setTerm}
          fieldClassName={styles.search}
        />
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="food-list-filters"
          onClick={() => setFiltersOpen((value) => !value)}
        >
          {t('advancedFilter')}
        </Button>
      </search>
      <fieldset id="food-list-filters" className={styles.filters} hidden={!filtersOpen}>
        <legend className="visually-hidden">{t('advancedFilter')}</legend>
        <Checkbox
          label={t('withBarcode')}
          checked={filters.withBarcode}
          onChange={(event) => toggleFilter('withBarcode', event.target.checked)}
        />
        <Checkbox
          label={t('withBrand')}
          checked={filters.withBrand}
          onChange={(event) => toggleFilter('withBrand', event.target.checked)}
        />
      </fieldset>

      {/* Nothing matched the words as typed: say these are the foods of the words one typo away. */}
      {data?.approximate && params.search ? (
        <p className={styles.approximate} role="status">
          {t('approximate', { term: params.search })}
        </p>
      ) : null}

      <LoadState
        failed={Boolean(error)}
        loading={isLoading && !data}
        errorText={t('loadError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        onRetry={() => void reload()}
        className={styles.failure}
        loadingClassName={styles.loading}
        spinnerSize={32}
        retrySize="md"
      >
        <div aria-busy={busy} className={styles.results}>
          <FoodTable foods={rows} params={params} searching={params.search !== ''} onDelete={setToDelete} />
          {busy ? (
            <span className={styles.refreshing}>
              <Spinner size={18} label={t('loading')} />
            </span>
          ) : null}
        </div>
      </LoadState>

      {totalPages > 1 ? (
        <Paginator
          page={params.currentPage}
          totalPages={totalPages}
          getPageHref={(page) => getFoodListHref({ ...params, currentPage: page })}
          className={styles.paginator}
        />
      ) : null}

      <DialogOnDemand
        load={loadDeleteFoodDialog}
        open={toDelete !== null}
        props={{ food: toDelete, onClose: () => setToDelete(null), onDeleted: afterDelete }}
      />
    </section>
  );
}

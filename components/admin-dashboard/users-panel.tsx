'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { LoadState } from '@/components/ui/load-state';
import { Paginator } from '@/components/ui/paginator';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { SHORT_PAGE_BLOCK_SIZE } from '@/lib/rules/pagination';
import styles from './admin-dashboard.module.css';
import { useUsers } from './use-users';

/** The 'Usuários' side list: avatar, name and role label, searchable by name, 5 page links at a time. */
export function UsersPanel() {
  const t = useTranslations('AdminDashboard');
  const tCatalogue = useTranslations('Catalogue');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const settledName = useDebouncedValue(name);
  const { data, error, isLoading, isValidating, mutate } = useUsers(page, settledName);

  return (
    <Card as="section" title={t('users.title')} className={styles.users}>
      <TextInput
        label={t('users.search')}
        hideLabel
        type="search"
        placeholder={t('users.searchPlaceholder')}
        value={name}
        maxLength={120}
        onValueChange={(value) => {
          setName(value);
          setPage(1);
        }}
        autoComplete="off"
      />
      <LoadState
        // With keepPreviousData a failed search or page still has the previous list as data: the error
        // shows instead of it, never under the new search as if it were its answer.
        failed={Boolean(error)}
        loading={!data}
        errorText={t('users.error')}
        retryLabel={t('retry')}
        loadingLabel={t('users.loading')}
        onRetry={() => void mutate()}
        className={styles.state}
      >
        {data?.content.length === 0 ? (
          <p className={styles.empty}>{t('users.empty')}</p>
        ) : (
          <ul className={styles.userList} aria-label={t('users.title')} aria-busy={isLoading || isValidating}>
            {data?.content.map((user) => (
              <li key={user.id} className={styles.user}>
                <Avatar src={user.photo_url} name={user.name} size={40} decorative />
                <span className={styles.userText}>
                  <span className={styles.userName}>{user.name}</span>
                  <span className={styles.userRole}>
                    {tCatalogue(getCatalogueLabelKey('roles', user.main_role))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {data && data.total_pages > 1 ? (
        <Paginator
          page={page}
          totalPages={data.total_pages}
          maxLinks={SHORT_PAGE_BLOCK_SIZE}
          onPageChange={setPage}
          label={t('users.pagination')}
          className={styles.paginator}
        />
      ) : null}
    </Card>
  );
}

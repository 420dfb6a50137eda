'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import styles from './patients.module.css';
import { buildPatientsHref } from './patients-href';

const TYPING_PAUSE_MS = 350;

/** The name search, kept in the URL (?name=); a new search starts again at the first page. */
export function PatientSearch({ initialName }: { initialName: string }) {
  const t = useTranslations('PatientsPage');
  const router = useRouter();
  // Typed nullable because the public pages live in pages/; in app/ there is always a path.
  const pathname = usePathname() ?? '/patients';
  const [name, setName] = useState(initialName);
  const [pending, startTransition] = useTransition();
  const lastSearched = useRef(initialName);

  // Back and forward change the URL under the field: follow it.
  useEffect(() => {
    if (initialName === lastSearched.current) return;
    lastSearched.current = initialName;
    setName(initialName);
  }, [initialName]);

  useEffect(() => {
    const term = name.trim();
    if (term === lastSearched.current) return;
    const timer = window.setTimeout(() => {
      lastSearched.current = term;
      startTransition(() => router.replace(buildPatientsHref(pathname, { name: term, page: 1 })));
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [name, pathname, router]);

  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const term = name.trim();
          lastSearched.current = term;
          startTransition(() => router.replace(buildPatientsHref(pathname, { name: term, page: 1 })));
        }}
      >
        <TextInput
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={name}
          maxLength={120}
          onValueChange={setName}
          endAdornment={pending ? <Spinner size={16} label={t('searching')} /> : undefined}
        />
      </form>
    </search>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AvatarPrompt } from '@/components/avatars/avatar-prompt';
import type { User } from '@/lib/api/contract';
import styles from './nutritionist-home.module.css';

const shortcuts = [
  { href: '/patients', titleKey: 'patientsTitle', textKey: 'patientsText' },
  { href: '/appointments', titleKey: 'appointmentsTitle', textKey: 'appointmentsText' },
  { href: '/profile', titleKey: 'profileTitle', textKey: 'profileText' },
] as const;

/** The nutritionist's landing place: a greeting, the avatar prompt while there is no photo, and shortcuts. */
export async function NutritionistHome({ user }: { user: User }) {
  const t = await getTranslations('NutritionistHome');
  return (
    <>
      <h1 className={styles.greeting}>{t('greeting', { name: user.name })}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {user.photo_url ? null : <AvatarPrompt userId={user.id} />}
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <Link href={shortcut.href} className={styles.shortcut}>
              <span className={styles.shortcutTitle}>{t(shortcut.titleKey)}</span>
              <span>{t(shortcut.textKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

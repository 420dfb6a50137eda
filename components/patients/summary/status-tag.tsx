import { useTranslations } from 'next-intl';
import tagStyles from '@/components/ui/tag.module.css';
import type { DayAdherence } from '@/lib/rules/adherence';
import styles from './summary.module.css';

const TONES: Record<DayAdherence, string | undefined> = {
  FOLLOWED: tagStyles.success,
  NOT_FOLLOWED: tagStyles.danger,
  UNREGISTERED: tagStyles.neutral,
};

/** 'Em Dia' (green), 'Não seguindo' (red), 'Não registrado' (gray) – spec 2 §2. */
export function StatusTag({ status }: { status: DayAdherence }) {
  const t = useTranslations('PatientSummary.status');
  return <span className={`${tagStyles.tag} ${tagStyles.nowrap} ${TONES[status] ?? ''}`}>{t(status)}</span>;
}

export function StatusIcon({ status }: { status: DayAdherence }) {
  const common = {
    width: 16,
    height: 16,
    viewBox: '0 0 16 16',
    focusable: false,
  } as const;
  if (status === 'FOLLOWED') {
    return (
      <svg aria-hidden="true" {...common} className={styles.followedIcon}>
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M4.5 8.2 7 10.5l4.5-5" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  if (status === 'NOT_FOLLOWED') {
    return (
      <svg aria-hidden="true" {...common} className={styles.notFollowedIcon}>
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="m5 5 6 6m0-6-6 6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...common} className={styles.unregisteredIcon}>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 8h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

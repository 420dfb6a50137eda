import { useTranslations } from 'next-intl';
import tagStyles from '@/components/ui/tag.module.css';
import type { ChargeStatus } from '@/lib/api/contract';
import styles from './money.module.css';

const TONES: Record<ChargeStatus, string | undefined> = {
  PENDING: styles.tagOwed,
  PAID: tagStyles.success,
  PARTIAL: styles.tagOwed,
  WAIVED: tagStyles.neutral,
  REVERSED: tagStyles.danger,
};

/** 'Pendente', 'Pago', 'Parcial', 'Isento' or 'Estornado'; 'Sem cobrança' when there is nothing to charge. */
export function ChargeStatusTag({ status }: { status: ChargeStatus | null }) {
  const t = useTranslations('MoneyLabels');
  return (
    <span className={`${tagStyles.tag} ${tagStyles.nowrap} ${status ? TONES[status] : tagStyles.neutral}`}>
      {status ? t(`statuses.${status}`) : t('noCharge')}
    </span>
  );
}

import { useTranslations } from 'next-intl';
import { UNKNOWN_VALUE } from '@/lib/format/partial-totals';

/** A shown value: '–' read out as 'sem valor' where it is unknown, else the text as it is. */
export function ShownValue({ text }: { text: string }) {
  const t = useTranslations('UnknownNutrients');
  if (text !== UNKNOWN_VALUE) return text;
  return (
    <>
      <span aria-hidden="true">{UNKNOWN_VALUE}</span>
      <span className="visually-hidden">{t('unknown')}</span>
    </>
  );
}

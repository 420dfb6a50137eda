import { getTranslations } from 'next-intl/server';
import { LinkChoices } from '@/components/ui/link-choices';
import {
  APPOINTMENT_PERIODS,
  type AppointmentPeriod,
  DEFAULT_APPOINTMENT_PERIOD,
} from '@/lib/rules/appointment-windows';
import { buildListHref } from '@/lib/rules/list-href';

/** 12 meses / 30 dias / 7 dias as links, so the chosen window lives in the URL (page back to 1). */
export async function PeriodFilter({ period }: { period: AppointmentPeriod }) {
  const t = await getTranslations('AppointmentsPage');
  return (
    <LinkChoices
      label={t('periodLabel')}
      current={period}
      choices={APPOINTMENT_PERIODS.map((option) => ({
        key: option,
        href: buildListHref(
          '/appointments',
          { period: option === DEFAULT_APPOINTMENT_PERIOD ? '' : option },
          1,
        ),
        label: t(`periods.${option}`),
      }))}
    />
  );
}

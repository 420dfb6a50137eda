import { getTranslations } from 'next-intl/server';
import { LinkChoices } from '@/components/ui/link-choices';
import { RECORD_APPOINTMENT_VIEWS, type RecordAppointmentView } from '@/lib/rules/appointment-windows';
import { buildListHref } from '@/lib/rules/list-href';

/** 'Próximas' / 'Anteriores' of a patient's consultations, as links: the view lives in the URL (page 1). */
export async function RecordViewFilter({
  patientId,
  view,
}: {
  patientId: number;
  view: RecordAppointmentView;
}) {
  const t = await getTranslations('PatientAppointments');
  return (
    <LinkChoices
      label={t('viewLabel')}
      current={view}
      choices={RECORD_APPOINTMENT_VIEWS.map((option) => ({
        key: option,
        href: buildListHref(
          `/patients/${patientId}/appointments`,
          { view: option === 'upcoming' ? '' : option },
          1,
        ),
        label: t(`views.${option}`),
      }))}
    />
  );
}

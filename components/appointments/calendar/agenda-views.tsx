import { useTranslations } from 'next-intl';
import { LinkChoices } from '@/components/ui/link-choices';
import { AGENDA_VIEWS, type AgendaView, buildAgendaHref } from '@/lib/rules/agenda-calendar';

/** 'Lista', 'Dia' and 'Semana' as links: the view lives in the URL, the day or week's date travels along. */
export function AgendaViews({ view, date }: { view: AgendaView; date?: string }) {
  const t = useTranslations('AgendaCalendar');
  return (
    <LinkChoices
      label={t('viewsLabel')}
      current={view}
      choices={AGENDA_VIEWS.map((option) => ({
        key: option,
        href: buildAgendaHref(option, option === 'lista' ? undefined : date),
        label: t(`views.${option}`),
      }))}
    />
  );
}

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AGENDA_VIEWS, type AgendaView, buildAgendaHref } from '@/lib/rules/agenda-calendar';
import styles from './calendar.module.css';

/** 'Lista', 'Dia' and 'Semana' as links: the view lives in the URL, the day or week's date travels along. */
export function AgendaViews({ view, date }: { view: AgendaView; date?: string }) {
  const t = useTranslations('AgendaCalendar');
  return (
    <nav aria-label={t('viewsLabel')}>
      <ul className={styles.views}>
        {AGENDA_VIEWS.map((option) => (
          <li key={option}>
            <Link
              className={styles.viewLink}
              href={buildAgendaHref(option, option === 'lista' ? undefined : date)}
              aria-current={option === view ? 'page' : undefined}
            >
              {t(`views.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

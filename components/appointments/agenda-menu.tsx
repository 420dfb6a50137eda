'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { useDismiss } from '@/components/ui/use-dismiss';
import styles from './appointments.module.css';

// Each dialog's code loads when it is first chosen (DialogOnDemand): the agenda loads none of it before.
const loadBookAppointmentDialog = () =>
  import('./book-appointment-dialog').then((module) => module.BookAppointmentDialog);
const loadWeekAvailabilityDialog = () =>
  import('./week-availability-dialog').then((module) => module.WeekAvailabilityDialog);
const loadCalendarFeedDialog = () =>
  import('./calendar-feed-dialog').then((module) => module.CalendarFeedDialog);
const loadOnlineBookingDialog = () =>
  import('./online-booking-dialog').then((module) => module.OnlineBookingDialog);

type Open = 'none' | 'availability' | 'booking' | 'feed' | 'online';

/**
 * The agenda menu: 'Gerenciar disponibilidade', 'Agendar manualmente', 'Assinar agenda no calendário' and
 * 'Agendamento online'.
 */
export function AgendaMenu({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('AppointmentsPage');
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<Open>('none');
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(expanded, container, trigger, () => setExpanded(false));

  const close = () => setOpen('none');
  const choose = (which: Open) => {
    // The chosen item is hidden with the list: focus goes to 'Agenda' first, so the dialog
    // gives it back there when it closes instead of losing it on the page.
    trigger.current?.focus();
    setExpanded(false);
    setOpen(which);
  };

  return (
    <div ref={container} className={styles.agendaMenu}>
      <Button
        ref={trigger}
        variant="primary"
        aria-expanded={expanded}
        aria-controls="agenda-menu-items"
        onClick={() => setExpanded((value) => !value)}
      >
        {t('agendaMenu')}
      </Button>
      <ul id="agenda-menu-items" className={styles.agendaItems} hidden={!expanded}>
        <li>
          <button type="button" onClick={() => choose('availability')}>
            {t('manageAvailability')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose('booking')}>
            {t('bookManually')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose('feed')}>
            {t('subscribeCalendar')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose('online')}>
            {t('onlineBooking')}
          </button>
        </li>
      </ul>
      <DialogOnDemand
        load={loadWeekAvailabilityDialog}
        open={open === 'availability'}
        props={{ nutritionistId, open: open === 'availability', onClose: close }}
      />
      <DialogOnDemand
        load={loadCalendarFeedDialog}
        open={open === 'feed'}
        props={{ nutritionistId, open: open === 'feed', onClose: close }}
      />
      <DialogOnDemand
        load={loadBookAppointmentDialog}
        open={open === 'booking'}
        props={{ nutritionistId, open: open === 'booking', onClose: close }}
      />
      <DialogOnDemand
        load={loadOnlineBookingDialog}
        open={open === 'online'}
        props={{ nutritionistId, open: open === 'online', onClose: close }}
      />
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import styles from './agenda-menu.module.css';

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
 * The agenda menu's items and the dialog each opens: loaded by AgendaMenu when the menu is first pointed at,
 * focused or opened. `onChoose` closes the menu (an item is hidden with it) before the dialog opens.
 */
export function AgendaMenuItems({
  nutritionistId,
  expanded,
  onChoose,
}: {
  nutritionistId: number;
  expanded: boolean;
  onChoose: () => void;
}) {
  const t = useTranslations('AppointmentsPage');
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  const choose = (which: Open) => {
    onChoose();
    setOpen(which);
  };

  return (
    <>
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
    </>
  );
}

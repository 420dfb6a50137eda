'use client';

// The agenda's dialogs, loaded when first opened: the pages that offer them (the agenda, her record, a
// consultation) load none of their code before she asks for one.
import dynamic from 'next/dynamic';

export const BookAppointmentDialog = dynamic(
  () => import('./book-appointment-dialog').then((module) => module.BookAppointmentDialog),
  { ssr: false },
);
export const WeekAvailabilityDialog = dynamic(
  () => import('./week-availability-dialog').then((module) => module.WeekAvailabilityDialog),
  { ssr: false },
);
export const CalendarFeedDialog = dynamic(
  () => import('./calendar-feed-dialog').then((module) => module.CalendarFeedDialog),
  { ssr: false },
);
export const OnlineBookingDialog = dynamic(
  () => import('./online-booking-dialog').then((module) => module.OnlineBookingDialog),
  { ssr: false },
);

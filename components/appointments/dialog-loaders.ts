// The agenda's dialogs, loaded when first opened (components/ui/dialog-on-demand.tsx): the pages that offer
// them (the agenda, her record, a consultation) load none of their code before she asks for one.
export const loadBookAppointmentDialog = () =>
  import('./book-appointment-dialog').then((module) => module.BookAppointmentDialog);
export const loadWeekAvailabilityDialog = () =>
  import('./week-availability-dialog').then((module) => module.WeekAvailabilityDialog);
export const loadCalendarFeedDialog = () =>
  import('./calendar-feed-dialog').then((module) => module.CalendarFeedDialog);
export const loadOnlineBookingDialog = () =>
  import('./online-booking-dialog').then((module) => module.OnlineBookingDialog);

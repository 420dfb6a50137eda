// What a notification says and what it is about, from its code and metadata ([{ key, value }]).
import type { Notification } from '@/lib/api/contract';
import { formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';

export function readMetadata(notification: Notification, key: string): string | undefined {
  return notification.metadata.find((entry) => entry.key === key)?.value || undefined;
}

/** The event's day as 'DD/MM' – the real date where the specification's texts had '12/09' fixed. */
export function formatEventDay(notification: Notification): string {
  const date = readMetadata(notification, 'date') ?? toIsoDate(new Date(notification.created_at));
  return formatIsoDateToBr(date).slice(0, 5);
}

/** The message key (Notifications.texts.<CODE>) and its values. */
export function describeNotification(notification: Notification, fallbackName: string) {
  return {
    key: `texts.${notification.code}` as const,
    values: {
      name: readMetadata(notification, 'patient_name') ?? fallbackName,
      date: formatEventDay(notification),
      // PATIENT_CONNECTION_ENDED: her future appointments with the patient that were cancelled.
      count: Number(readMetadata(notification, 'canceled_appointments') ?? 0) || 0,
    },
  };
}

/** Where a click leads: the patient the notification is about, else the patient list. */
export function getNotificationHref(notification: Notification): string {
  const patientId = readMetadata(notification, 'patient_id');
  return patientId && /^\d+$/.test(patientId) ? `/patients/${patientId}` : '/patients';
}

// An instant of the agenda as the booking pages write it: its day (dd/mm/yyyy) and time in São Paulo.
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';

export function formatDateTimeParts(instant: string): { date: string; time: string } {
  return { date: formatIsoDateToBr(instant), time: formatTime(instant) };
}

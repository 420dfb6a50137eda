'use client';

import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { useBookingRequests } from './use-booking-requests';

// The list and its answers load only when a request waits: most visits to the agenda find none.
const loadBookingRequestList = () =>
  import('./booking-request-list').then((module) => module.BookingRequestList);

/**
 * 'Solicitações de agendamento': the bookings of her public page waiting for her answer (when she approves
 * each), with 'Aceitar' and 'Recusar'. Nothing shows while there are none.
 */
export function BookingRequests({ nutritionistId }: { nutritionistId: number }) {
  const requests = useBookingRequests(nutritionistId);
  const list = useOnDemand(loadBookingRequestList);
  const waiting = requests.data?.content.filter((request) => request.status === 'REQUESTED') ?? [];
  if (waiting.length === 0) return null;
  return <ContentOnDemand code={list} props={{ nutritionistId, waiting, onChanged: requests.mutate }} />;
}

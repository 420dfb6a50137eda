import { LoadingOverlay } from '@/components/ui/loading-overlay';

// The global loading spinner (spec 1 §2) while a patient's page loads.
export default function Loading() {
  return <LoadingOverlay active />;
}

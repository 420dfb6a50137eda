import { LoadingOverlay } from '@/components/ui/loading-overlay';

// The global loading spinner (spec 1 §2) while the agenda loads.
export default function Loading() {
  return <LoadingOverlay active />;
}

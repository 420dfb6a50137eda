// Moved to components/ui; this path stays only until the meal plans' new-food dialog imports it from there.
export { useDebouncedValue } from '@/components/ui/use-debounced-value';

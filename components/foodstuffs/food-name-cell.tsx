import { truncateName, truncateNameMiddle } from '@/lib/rules/truncate';

/**
 * A food's name in a table cell: cut to fit, the full name still there for pointer and screen-reader users.
 * 'long' (the food list) shows twice as much and keeps the end, where a copy usually differs from its original;
 * 'short' keeps the 20 characters of spec 1 §9 (the admin dashboard).
 */
export function FoodNameCell({ name, length = 'short' }: { name: string; length?: 'short' | 'long' }) {
  const shown = length === 'long' ? truncateNameMiddle(name) : truncateName(name);
  if (shown === name) return name;
  return (
    <span title={name}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}

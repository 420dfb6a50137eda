import { truncateName } from '@/lib/rules/truncate';

/**
 * A food's name in a table cell, cut to 20 characters plus '...' (spec 1 §2, §9); the full name stays there for
 * pointer users (tooltip) and screen-reader users, so a copy and its original can still be told apart.
 */
export function FoodNameCell({ name }: { name: string }) {
  const shown = truncateName(name);
  if (shown === name) return name;
  return (
    <span title={name}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}

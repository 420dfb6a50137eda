import { truncateName } from '@/lib/rules/truncate';

/** A food's name in a table cell: cut to fit, the full name still there for pointer and screen-reader users. */
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

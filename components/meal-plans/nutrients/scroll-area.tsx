import type { ReactNode } from 'react';
import styles from './plan-nutrients.module.css';

/** A table that may scroll sideways on a phone: a region the keyboard can reach and scroll. */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
    <section className={styles.scroll} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

'use client';

import { useId, useState } from 'react';
import styles from './profile.module.css';

/**
 * A small 'i' button whose tooltip says why a field cannot be changed here: shown on hover and on
 * keyboard focus, hoverable itself, and dismissed with Escape (WCAG 1.4.13).
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [hidden, setHidden] = useState(false);
  return (
    <span className={styles.tooltipWrap} data-hidden={hidden || undefined}>
      <button
        type="button"
        className={styles.tooltipButton}
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setHidden(false)}
        onMouseEnter={() => setHidden(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setHidden(true);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className={styles.tooltip}>
        {text}
      </span>
    </span>
  );
}

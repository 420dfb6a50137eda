import styles from './spinner.module.css';

/** The turning ring alone, hidden from assistive technology; whatever holds it says what is loading. */
export function SpinnerGraphic({ size = 20 }: { size?: number }) {
  const stroke = Math.max(2, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const center = size / 2;
  return (
    <svg
      className={styles.svg}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle
        className={styles.track}
        cx={center}
        cy={center}
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
      />
      <circle
        cx={center}
        cy={center}
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${Math.PI * radius * 0.6} ${Math.PI * radius * 2}`}
      />
    </svg>
  );
}

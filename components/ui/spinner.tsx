import { useTranslations } from 'next-intl';
import styles from './spinner.module.css';
import { SpinnerGraphic } from './spinner-graphic';

export interface SpinnerProps {
  /** Diameter in pixels; the full-screen overlay uses 80 (spec 1 §9). */
  size?: number;
  /** Text read by assistive technology; defaults to 'Carregando...'. */
  label?: string;
  /** When the spinner sits inside something that already says it is busy. */
  decorative?: boolean;
  /** Take the surrounding text colour instead of the pink primary. */
  inheritColor?: boolean;
  className?: string;
}

/** A pink loading ring, announced as a status unless decorative. */
export function Spinner({
  size = 20,
  label,
  decorative = false,
  inheritColor = false,
  className,
}: SpinnerProps) {
  const t = useTranslations('Ui.Spinner');
  const classes = [styles.spinner, inheritColor ? styles.inherit : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <SpinnerGraphic size={size} />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <SpinnerGraphic size={size} />
      <span className="visually-hidden">{label ?? t('label')}</span>
    </span>
  );
}

import { useTranslations } from 'next-intl';
import styles from './loading-overlay.module.css';
import { Spinner } from './spinner';

/** The spinner size of the global loading overlay (spec 1 §9). */
export const LOADING_OVERLAY_SPINNER_SIZE = 80;

export interface LoadingOverlayProps {
  active: boolean;
  /** Read by assistive technology while active; defaults to 'Carregando...'. */
  label?: string;
}

/** Covers the screen with a pink spinner while the page's data loads. */
export function LoadingOverlay({ active, label }: LoadingOverlayProps) {
  const t = useTranslations('Ui.LoadingOverlay');
  // The status region is always present so that the label is announced when loading starts.
  return (
    <div role="status" aria-live="polite">
      {active ? (
        <div className={styles.overlay} data-testid="loading-overlay">
          <Spinner size={LOADING_OVERLAY_SPINNER_SIZE} decorative />
          <span className="visually-hidden">{label ?? t('label')}</span>
        </div>
      ) : null}
    </div>
  );
}

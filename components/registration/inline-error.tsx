import { AlertCircleIcon } from '@/components/ui/icons/status';
import styles from './registration-wizard.module.css';

/** An error of the step, inline with a warning icon (spec 1 §8). */
export function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.error}>
      <AlertCircleIcon size={20} className={styles.errorIcon} />
      <span>{message}</span>
    </div>
  );
}

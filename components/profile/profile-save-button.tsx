import { Button } from '@/components/ui/button';
import styles from './profile.module.css';

/**
 * A profile part's 'Salvar': aria-disabled, never disabled, because a disabled button drops keyboard focus
 * to the page, as it would on pressing it (while saving, and after it with nothing left to save).
 */
export function ProfileSaveButton({
  label,
  saving,
  ready,
}: {
  label: string;
  saving: boolean;
  ready: boolean;
}) {
  return (
    <div className={styles.formActions}>
      <Button type="submit" variant="primary" loading={saving} aria-disabled={saving || !ready || undefined}>
        {label}
      </Button>
    </div>
  );
}

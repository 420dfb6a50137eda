import { Button } from '@/components/ui/button';
import styles from './money.module.css';

/**
 * The close of every money dialog's form: the refusal the API gave, if any, read out as it appears, then
 * 'Voltar' (or 'Cancelar') and the submit button, busy while the call runs.
 */
export function MoneyFormFooter({
  error,
  busy,
  onBack,
  backLabel,
  submitLabel,
  submitVariant = 'primary',
}: {
  error: string | null;
  busy: boolean;
  onBack: () => void;
  backLabel: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
}) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

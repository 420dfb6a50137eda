'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { PHONE_MAX_LENGTH } from '@/lib/api/contract/values';
import styles from '../record-card.module.css';

interface PhoneFormProps {
  initial: string | null;
  onSave: (phone: string | null) => Promise<unknown>;
  onCancel: () => void;
  /** The form element, for an inline editor's focus (useInlineEditor). */
  ref?: Ref<HTMLFormElement>;
}

/** The phone, checked by the contract's own rule before it is sent; an empty field clears it. */
export function PhoneForm({ initial, onSave, onCancel, ref }: PhoneFormProps) {
  const t = useTranslations('PatientContact');
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    // The contract's rule is loaded on the first submit: zod is no part of the patient's page until then.
    const rule = await import('@/lib/api/contract/patient-contact').catch(() => null);
    if (!rule) {
      setError(t('saveError'));
      return;
    }
    const parsed =
      trimmed === '' ? { success: true as const, data: null } : rule.phoneSchema.safeParse(trimmed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed.data);
    } catch {
      setError(t('saveError'));
      setSaving(false);
    }
  }

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('phone')}
        type="tel"
        autoComplete="off"
        maxLength={PHONE_MAX_LENGTH}
        value={value}
        onValueChange={setValue}
        helpText={t('phoneHelp')}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={saving}>
          {t('save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

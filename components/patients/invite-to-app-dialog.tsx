'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { useFormState } from '@/components/ui/use-form-state';
import { INVITE_EMAIL_MAX_LENGTH } from '@/lib/api/contract/values';
import { inviteErrorMessageKeys } from '@/lib/api/error-messages';
import { ApiProblem } from '@/lib/api/errors';
import { isValidEmail } from '@/lib/rules/patterns';
import styles from './patients.module.css';
import { useInvitePatient } from './use-open-invitations';

export interface InviteToAppDialogProps extends OpenedDialogProps {
  nutritionistId: number;
  patientId: number;
  email: string | null;
}

/**
 * The invitation of a patient without the app: it goes to the e-mail typed here (the record's, when it
 * has one), which becomes the record's; signing up in the app with it makes the record her account.
 */
export function InviteToAppDialog({
  nutritionistId,
  patientId,
  email: recorded,
  open,
  onClose,
}: InviteToAppDialogProps) {
  const t = useTranslations('InviteToApp');
  const tInvite = useTranslations('InvitePatient');
  const router = useRouter();
  const { showToast } = useToast();
  const invite = useInvitePatient(nutritionistId, patientId);
  const form = useFormState({ email: recorded ?? '' });
  const email = form.values.email.trim();
  const valid = isValidEmail(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setTried(true);
    if (!valid || form.busy) return;
    form.setBusy(true);
    form.setProblem(null);
    try {
      await invite(email.toLowerCase());
      onClose();
      showToast(tInvite('success', { email }), { tone: 'success' });
      router.refresh();
    } catch (error) {
      const key = error instanceof ApiProblem ? inviteErrorMessageKeys[error.code] : undefined;
      form.setProblem(key ? tInvite(key) : tInvite('errorText'));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')} size="sm">
      <form onSubmit={submit} noValidate>
        <TextInput
          type="email"
          label={tInvite('emailLabel')}
          autoComplete="off"
          value={form.values.email}
          maxLength={INVITE_EMAIL_MAX_LENGTH}
          onValueChange={(value) => form.set('email', value)}
          error={form.tried && !valid ? tInvite('invalidEmail') : undefined}
        />
        {form.problem ? (
          <p role="alert" className={styles.formError}>
            {form.problem}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={form.busy} className={styles.inviteSubmit}>
          {tInvite('send')}
        </Button>
      </form>
    </Dialog>
  );
}

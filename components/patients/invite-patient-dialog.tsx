'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { MessageDialog } from '@/components/ui/message-dialog';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import type { ErrorCode } from '@/lib/api/contract';
import { INVITE_EMAIL_MAX_LENGTH } from '@/lib/api/contract/values';
import { inviteErrorMessageKeys } from '@/lib/api/error-messages';
import { ApiProblem } from '@/lib/api/errors';
import { isValidEmail } from '@/lib/rules/patterns';
import styles from './patients.module.css';
import { useInvitePatient } from './use-open-invitations';

/** The invite toast stays 5 seconds (spec 2 §8). */
const INVITE_TOAST_MS = 5000;

type Stage = { kind: 'editing' } | { kind: 'failed'; email: string; code?: ErrorCode };

/**
 * The dialogs of 'Convidar paciente' (its button: invite-patient.tsx): the e-mail modal, the success toast
 * and the retry dialog.
 */
export function InvitePatientDialog({
  nutritionistId,
  open,
  onClose,
}: OpenedDialogProps & { nutritionistId: number }) {
  const t = useTranslations('InvitePatient');
  const { showToast } = useToast();
  const invite = useInvitePatient(nutritionistId);
  const [stage, setStage] = useState<Stage>({ kind: 'editing' });
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(email.trim());

  async function send(address: string) {
    setSending(true);
    try {
      await invite(address);
      close();
      setEmail('');
      setTouched(false);
      showToast(t('success', { email: address }), { duration: INVITE_TOAST_MS, tone: 'success' });
    } catch (error) {
      setStage({
        kind: 'failed',
        email: address,
        code: error instanceof ApiProblem ? error.code : undefined,
      });
    } finally {
      setSending(false);
    }
  }

  /** Closed, it opens again on the e-mail. */
  function close() {
    setStage({ kind: 'editing' });
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid && !sending) void send(email.trim());
  }

  const failureKey = stage.kind === 'failed' && stage.code ? inviteErrorMessageKeys[stage.code] : undefined;
  return (
    <>
      <Dialog
        open={open && stage.kind === 'editing'}
        onClose={close}
        title={t('title')}
        description={t('description')}
        size="sm"
      >
        <form onSubmit={submit} noValidate>
          <TextInput
            type="email"
            label={t('emailLabel')}
            autoComplete="off"
            value={email}
            maxLength={INVITE_EMAIL_MAX_LENGTH}
            onValueChange={setEmail}
            onBlur={() => setTouched(true)}
            error={touched && email.trim() !== '' && !valid ? t('invalidEmail') : undefined}
          />
          <Button type="submit" fullWidth disabled={!valid} loading={sending} className={styles.inviteSubmit}>
            {t('send')}
          </Button>
        </form>
      </Dialog>
      <MessageDialog
        open={open && stage.kind === 'failed'}
        onClose={close}
        variant="error"
        title={t('errorTitle')}
        message={failureKey ? t(failureKey) : t('errorText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setStage({ kind: 'editing' })}>
              {t('back')}
            </Button>
            <Button
              loading={sending}
              onClick={() => {
                if (stage.kind === 'failed') void send(stage.email);
              }}
            >
              {t('retry')}
            </Button>
          </>
        }
      />
    </>
  );
}

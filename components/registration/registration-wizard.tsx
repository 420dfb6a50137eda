'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useContractRule } from '@/components/ui/use-contract-rule';
import { useFormState } from '@/components/ui/use-form-state';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import { registrationErrorMessageKey } from '@/lib/api/error-messages';
import { connectionLost, errorCodeOf, retryAfterSecondsOf } from '@/lib/api/errors';
import {
  EMPTY_REGISTRATION_FORM,
  isStepValid,
  RESEND_WAIT_SECONDS,
  type RegistrationForm,
  type RegistrationStep,
  SUCCESS_STEP,
} from '@/lib/rules/registration';
import { CodeFields } from './code-step';
import { InlineError } from './inline-error';
import { BasicInfoFields, EmailFields, PasswordFields, ProfessionalFields } from './profile-fields';
import { confirmRegistration, createRegistration, resendRegistrationCode } from './registration-api';
import {
  importRegistrationRule,
  isRegistrationRequestValid,
  toRegistrationPayload,
} from './registration-request';
import styles from './registration-wizard.module.css';
import { StepIndicator } from './step-indicator';
import { SuccessStep } from './success-step';

const TITLE_KEYS = {
  1: 'basicInfoTitle',
  2: 'emailTitle',
  3: 'passwordTitle',
  4: 'professionalTitle',
  5: 'codeTitle',
  6: 'successTitle',
} as const satisfies Record<RegistrationStep, string>;

const PROFESSIONAL_STEP: RegistrationStep = 4;
const CODE_STEP: RegistrationStep = 5;

/** The nutritionist registration wizard (spec 1 §2, §4, §5, §8). */
export function RegistrationWizard() {
  const t = useTranslations('RegistrationWizard');
  const tErrors = useTranslations('RegistrationErrors');
  // What she typed, and the step's failure said to her.
  const entry = useFormState<RegistrationForm, string>(EMPTY_REGISTRATION_FORM);
  const { values: form, problem: error, setProblem: setError } = entry;
  /** The step shown, and the furthest one reached (the indicator lets her go back to any of those). */
  const [progress, setProgress] = useState<{ step: RegistrationStep; reached: RegistrationStep }>({
    step: 1,
    reached: 1,
  });
  const { step, reached } = progress;
  /** Kept from step 4's answer for step 5 (spec 1 §4), with when a new code may be asked. */
  const [sent, setSent] = useState<{ id: string; resendAvailableAt: number } | null>(null);
  const registrationId = sent?.id ?? null;
  const resendAvailableAt = sent?.resendAvailableAt ?? null;
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'resend' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  // The contract's rule of the request: loaded when the wizard is first used, long before step 4 asks it.
  const { rule, prepare, load } = useContractRule(importRegistrationRule);
  // A second submit while step 4 waits for the rule to load sends nothing twice.
  const checking = useRef(false);
  const tUi = useTranslations('Ui');
  // Back, a link or a reload would drop everything typed (the steps live only in this page): ask first,
  // until the account exists.
  const typed = Object.values(form).some((value) => value !== '');
  useUnsavedChangesGuard(typed && step !== SUCCESS_STEP, tUi('unsavedChanges'));

  // Moving between steps puts focus on the new step's title, so keyboard and screen-reader users follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what triggers the move.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  function goTo(next: RegistrationStep) {
    hasMoved.current = true;
    setError(null);
    setNotice(null);
    setProgress((current) => ({ step: next, reached: next > current.reached ? next : current.reached }));
  }

  function update(patch: Partial<RegistrationForm>) {
    prepare();
    setError(null);
    entry.setValues(patch);
    // Data that was already registered changed: step 4 must register it again before a code is asked.
    if (registrationId && !('code' in patch)) {
      setSent(null);
      setProgress((current) => ({
        ...current,
        reached: current.reached > PROFESSIONAL_STEP ? PROFESSIONAL_STEP : current.reached,
      }));
    }
  }

  /** A refusal's text, by its code; no answer, or one the contract does not read, says the generic one. */
  const messageFor = (failure: unknown) =>
    tErrors(registrationErrorMessageKey(errorCodeOf(failure)), { seconds: retryAfterSecondsOf(failure) });

  /** Runs one of the wizard's calls: a failure is said in the step, and yields undefined. */
  async function attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (failure) {
      setError(messageFor(failure));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function register() {
    if (registrationId) return goTo(CODE_STEP);
    if (checking.current) return;
    checking.current = true;
    setBusy('submit');
    const created = await attempt(async () => {
      // Without the rule (no connection) nothing is sent: said as a call that cannot reach the server.
      const checked = await load().catch(() => {
        throw connectionLost();
      });
      const payload = toRegistrationPayload(form);
      // Refused by the contract: 'Continuar' is disabled now that the rule is known.
      return checked.safeParse(payload).success ? createRegistration(payload) : undefined;
    });
    checking.current = false;
    if (!created) return;
    setSent({ id: created.id, resendAvailableAt: Date.now() + RESEND_WAIT_SECONDS * 1000 });
    entry.set('code', '');
    goTo(CODE_STEP);
  }

  async function confirm() {
    if (!registrationId) return goTo(PROFESSIONAL_STEP);
    setBusy('submit');
    const confirmed = await attempt(() => confirmRegistration(registrationId, form.code));
    if (!confirmed) return;
    goTo(SUCCESS_STEP);
  }

  async function resend() {
    if (!registrationId || busy) return;
    setError(null);
    setNotice(null);
    setBusy('resend');
    const resent = await attempt(() => resendRegistrationCode(registrationId));
    if (!resent) return;
    setSent({ id: registrationId, resendAvailableAt: Date.now() + RESEND_WAIT_SECONDS * 1000 });
    setNotice(t('resent', { email: resent.email }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canContinue) return;
    if (step === PROFESSIONAL_STEP) return register();
    if (step === CODE_STEP) return confirm();
    goTo((step + 1) as RegistrationStep);
  }

  // Step 4 sends the request: the contract's schema has the last word on what it may hold.
  const canContinue =
    isStepValid(step, form) && (step !== PROFESSIONAL_STEP || isRegistrationRequestValid(form, rule));
  const finished = step === SUCCESS_STEP;
  const fieldsProps = { form, onChange: update };

  return (
    <div>
      <StepIndicator current={step} reached={reached} locked={finished} onSelect={goTo} />
      {finished ? (
        <SuccessStep headingRef={headingRef} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="registration-step-title">
          <h2 id="registration-step-title" className={styles.title} ref={headingRef} tabIndex={-1}>
            {t(TITLE_KEYS[step])}
          </h2>
          {step === 1 ? <BasicInfoFields {...fieldsProps} /> : null}
          {step === 2 ? <EmailFields {...fieldsProps} /> : null}
          {step === 3 ? <PasswordFields {...fieldsProps} /> : null}
          {step === 4 ? <ProfessionalFields {...fieldsProps} /> : null}
          {step === 5 ? (
            <CodeFields
              email={form.email.trim()}
              code={form.code}
              onCodeChange={(code) => update({ code })}
              resendAvailableAt={resendAvailableAt}
              resending={busy === 'resend'}
              onResend={resend}
              notice={notice}
            />
          ) : null}
          <InlineError message={error} />
          <div className={styles.actions}>
            {step > 1 ? (
              <Button variant="secondary" onClick={() => goTo((step - 1) as RegistrationStep)}>
                {t('back')}
              </Button>
            ) : null}
            <Button type="submit" variant="primary" disabled={!canContinue} loading={busy === 'submit'}>
              {t('continue')}
            </Button>
          </div>
        </form>
      )}
      {finished ? null : (
        <p className={styles.footer}>
          <Link href="/login">{t('haveAccount')}</Link>
        </p>
      )}
    </div>
  );
}

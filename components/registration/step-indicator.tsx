'use client';

import { useTranslations } from 'next-intl';
import { REGISTRATION_STEPS, type RegistrationStep } from '@/lib/rules/registration';
import styles from './step-indicator.module.css';

/** The wizard's steps; those already reached can be revisited until the account exists. */
export function StepIndicator({
  current,
  reached,
  locked,
  onSelect,
}: {
  current: RegistrationStep;
  reached: RegistrationStep;
  /** After success there is nothing to go back to. */
  locked: boolean;
  onSelect: (step: RegistrationStep) => void;
}) {
  const t = useTranslations('RegistrationWizard');
  return (
    <nav aria-label={t('stepsLabel')} className={styles.indicator}>
      <p className={styles.progress}>
        {t('stepProgress', { step: current, total: REGISTRATION_STEPS.length })}
      </p>
      <ol className={styles.list}>
        {REGISTRATION_STEPS.map((step) => {
          const label = t(`steps.${step}`);
          const state = step === current ? 'current' : step <= reached ? 'reached' : 'upcoming';
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.label}>{label}</span>
            </>
          );
          return (
            <li key={step} className={styles.item} data-state={state}>
              {state === 'reached' && !locked ? (
                <button type="button" className={styles.step} onClick={() => onSelect(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

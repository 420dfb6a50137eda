'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineFormOnDemand, useInlineFormOnDemand } from '@/components/ui/inline-form-on-demand';
import { LoadState } from '@/components/ui/load-state';
import type { PatientContact as PatientContactData } from '@/lib/api/contract';
import { formatCpf } from '@/lib/rules/cpf';
import styles from '../record-card.module.css';
import { usePatientContact } from './use-patient-contact';

/** The phone form's code (its field and masks) loads when she first opens it. */
const loadPhoneForm = () => import('./phone-form').then((module) => module.PhoneForm);

/** 'Contato': the patient's e-mail (her account's) and phone, which her nutritionist may record. */
export function PatientContact({ patientId, initial }: { patientId: number; initial?: PatientContactData }) {
  const t = useTranslations('PatientContact');
  const contact = usePatientContact(patientId, initial);
  const phoneEditor = useInlineFormOnDemand(loadPhoneForm);
  const PhoneForm = phoneEditor.Form;
  const { editing } = phoneEditor;
  const data = contact.data;

  return (
    <Card as="section" title={t('title')}>
      <LoadState
        failed={!data && Boolean(contact.error)}
        loading={!data}
        errorText={t('loadError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        onRetry={() => contact.mutate()}
        className={styles.state}
      >
        {data ? (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('email')}</dt>
                <dd>{data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : t('noEmail')}</dd>
              </div>
              {data.cpf ? (
                <div>
                  <dt>{t('cpf')}</dt>
                  <dd>{formatCpf(data.cpf)}</dd>
                </div>
              ) : null}
              {editing ? null : (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    {data.phone ? (
                      <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
                    ) : (
                      t('noPhone')
                    )}
                  </dd>
                </div>
              )}
            </dl>
            {editing ? (
              <InlineFormOnDemand form={phoneEditor} className={styles.state}>
                {PhoneForm ? (
                  <PhoneForm
                    ref={phoneEditor.form}
                    initial={data.phone}
                    onSave={async (phone) => {
                      await contact.savePhone(phone);
                      phoneEditor.close();
                    }}
                    onCancel={phoneEditor.close}
                  />
                ) : null}
              </InlineFormOnDemand>
            ) : (
              <Button {...phoneEditor.opener} variant="secondary" size="sm">
                {data.phone ? t('editPhone') : t('addPhone')}
              </Button>
            )}
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}

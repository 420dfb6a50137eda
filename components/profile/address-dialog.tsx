'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { requestJson } from '@/lib/api/client';
import {
  type Address,
  addressLookupSchema,
  type Nutritionist,
  updateNutritionistRequestSchema,
} from '@/lib/api/contract';
import { errorCodeOf } from '@/lib/api/errors';
import { paths, viaProxy } from '@/lib/api/paths';
import {
  ADDRESS_COMPLEMENT_MAX_LENGTH,
  ADDRESS_NUMBER_MAX_LENGTH,
  cepDigits,
  checkAddress,
  maskCep,
} from '@/lib/rules/profile';
import styles from './profile.module.css';
import { useProfileSave } from './use-profile-save';

type Lookup = 'idle' | 'searching' | 'found' | 'invalid' | 'unavailable';

interface Filled {
  city: string;
  state: string;
  neighborhood: string;
  street: string;
}

const EMPTY: Filled = { city: '', state: '', neighborhood: '', street: '' };

/**
 * The address modal (spec 2 §4, §5): the CEP, masked to 8 digits, is looked up on its 8th digit and
 * fills city, state, neighbourhood and street (read-only); changing it clears them. Number and
 * complement open once a street is there; 'Salvar' only when everything but the complement is filled.
 */
export function AddressDialog({
  open,
  onClose,
  profile,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  profile: Nutritionist;
  onSaved: (profile: Nutritionist) => void;
}) {
  const t = useTranslations('Profile.addressDialog');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')} size="md">
      {/* Mounted afresh each time it opens, from the saved address. */}
      {open ? (
        <AddressForm address={profile.address} profileId={profile.id} onSaved={onSaved} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function AddressForm({
  address,
  profileId,
  onSaved,
  onClose,
}: {
  address: Address | null;
  profileId: number;
  onSaved: (profile: Nutritionist) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Profile.addressDialog');
  const [cep, setCep] = useState(address ? maskCep(address.zip_code) : '');
  const [filled, setFilled] = useState<Filled>(
    address
      ? {
          city: address.city,
          state: address.state,
          neighborhood: address.neighborhood,
          street: address.street,
        }
      : EMPTY,
  );
  const [number, setNumber] = useState(address?.number ?? '');
  const [complement, setComplement] = useState(address?.complement ?? '');
  const [lookup, setLookup] = useState<Lookup>(address ? 'found' : 'idle');
  const { saving, save: saveUpdate } = useProfileSave(profileId, onSaved, {
    saved: t('updated'),
    failed: t('failed'),
  });
  // Only the answer for the CEP typed last may fill the form.
  const latest = useRef(0);

  async function find(digits: string) {
    const call = ++latest.current;
    setLookup('searching');
    try {
      const found = await requestJson(viaProxy(paths.addressLookup(digits)), addressLookupSchema);
      if (call !== latest.current) return;
      setFilled({
        city: found.city,
        state: found.uf,
        neighborhood: found.neighborhood,
        street: found.street,
      });
      setLookup('found');
    } catch (error) {
      if (call !== latest.current) return;
      const code = errorCodeOf(error);
      setLookup(code === 'ZIP_CODE_NOT_FOUND' || code === 'INVALID_ZIP_CODE' ? 'invalid' : 'unavailable');
    }
  }

  function changeCep(typed: string) {
    const masked = maskCep(typed);
    if (masked === cep) return;
    setCep(masked);
    // Any change clears what the previous CEP filled in (spec 2 §4).
    latest.current += 1;
    setFilled(EMPTY);
    setNumber('');
    setComplement('');
    setLookup('idle');
    const digits = cepDigits(masked);
    if (digits.length === 8) void find(digits);
  }

  const request = {
    address: {
      zip_code: cepDigits(cep),
      ...filled,
      number: number.trim(),
      complement: complement.trim() === '' ? null : complement.trim(),
    },
  };
  const canSave =
    !saving &&
    lookup === 'found' &&
    updateNutritionistRequestSchema.safeParse(request).success &&
    checkAddress(request.address) === null;
  const hasStreet = filled.street.trim() !== '';

  async function save() {
    // On failure the dialog stays open with everything typed, so nothing is lost.
    if (await saveUpdate(request)) onClose();
  }

  const cepError =
    lookup === 'invalid'
      ? t('invalidZipCode')
      : lookup === 'unavailable'
        ? t('lookupUnavailable')
        : undefined;

  return (
    <form
      className={styles.addressForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void save();
      }}
      noValidate
    >
      <Input
        label={t('zipCode')}
        value={cep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('zipCodePlaceholder')}
        maxLength={9}
        error={cepError}
        helpText={lookup === 'searching' ? t('searching') : undefined}
        onValueChange={changeCep}
        fieldClassName={styles.wide}
      />
      <Input label={t('city')} value={filled.city} readOnly />
      <Input label={t('state')} value={filled.state} readOnly />
      <Input label={t('neighborhood')} value={filled.neighborhood} readOnly fieldClassName={styles.wide} />
      <Input label={t('street')} value={filled.street} readOnly fieldClassName={styles.wide} />
      <Input
        label={t('number')}
        value={number}
        disabled={!hasStreet}
        maxLength={ADDRESS_NUMBER_MAX_LENGTH}
        onValueChange={setNumber}
      />
      <Input
        label={t('complement')}
        value={complement}
        disabled={!hasStreet}
        maxLength={ADDRESS_COMPLEMENT_MAX_LENGTH}
        onValueChange={setComplement}
      />
      <div className={`${styles.formActions} ${styles.wide}`}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={saving} disabled={!canSave}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

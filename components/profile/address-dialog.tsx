'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import fieldStyles from '@/components/ui/field.module.css';
import { TextInput } from '@/components/ui/text-input';
import { useFormState } from '@/components/ui/use-form-state';
import type { Address, Nutritionist } from '@/lib/api/contract';
import { errorCodeOf } from '@/lib/api/errors';
import {
  ADDRESS_COMPLEMENT_MAX_LENGTH,
  ADDRESS_NUMBER_MAX_LENGTH,
  cepDigits,
  checkAddress,
  isCompleteCep,
  maskCep,
} from '@/lib/rules/profile';
import { lookupAddress } from './address-lookup';
import { type AddressParts, AddressPartsFields, type TypedParts } from './address-parts-fields';
import styles from './profile.module.css';
import { useProfileSave } from './use-profile-save';

type Lookup = 'idle' | 'searching' | 'found' | 'notFound' | 'unavailable' | 'invalid';

const EMPTY: AddressParts = { city: '', state: '', neighborhood: '', street: '' };
const NONE_TYPED: TypedParts = { city: false, state: false, neighborhood: false, street: false };
/** The lookup does not know the CEP, or could not be asked: she types the whole address. */
const ALL_TYPED: TypedParts = { city: true, state: true, neighborhood: true, street: true };

/**
 * The address modal (spec 2 §4, §5): the CEP, masked to 8 digits, is looked up on its 8th digit and
 * fills city, state, neighbourhood and street (read-only); changing it clears them. The lookup is a help,
 * not a gate: a part it leaves blank (one CEP for a whole town) is typed instead, and a CEP it does not
 * know, or a lookup that got no answer, opens the whole address to typing, the state picked from the 27
 * UFs; what she typed stays while she corrects the CEP. Number and complement open once there is a
 * street, found or to type; 'Salvar' only when everything but the complement is filled. A lookup that
 * got no answer can be repeated for the same CEP.
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
  // What she typed, or the lookup filled in for her.
  const form = useFormState({
    cep: address ? maskCep(address.zip_code) : '',
    parts: address
      ? {
          city: address.city,
          state: address.state,
          neighborhood: address.neighborhood,
          street: address.street,
        }
      : EMPTY,
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    typed: NONE_TYPED as TypedParts,
  });
  const { cep, parts, number, complement, typed } = form.values;
  const { set, setValues } = form;
  const [lookup, setLookup] = useState<Lookup>(address ? 'found' : 'idle');
  const [cepLeft, setCepLeft] = useState(false);
  const cepInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const unavailableId = useId();
  const {
    saving,
    save: saveUpdate,
    prepare,
    accepts,
  } = useProfileSave(profileId, onSaved, {
    saved: t('updated'),
    failed: t('failed'),
  });
  // The contract's rule of the address is checked as she types: loaded when the dialog opens.
  useEffect(prepare, [prepare]);
  // Only the answer for the CEP typed last may fill the form.
  const latest = useRef(0);
  const typingAll = typed.city;

  async function find(digits: string) {
    const call = ++latest.current;
    setLookup('searching');
    try {
      const found = await lookupAddress(digits);
      if (call !== latest.current) return;
      const neighborhood = found.neighborhood.trim();
      const street = found.street.trim();
      setValues({
        parts: { city: found.city, state: found.uf, neighborhood, street },
        typed: { ...NONE_TYPED, neighborhood: neighborhood === '', street: street === '' },
      });
      setLookup('found');
    } catch (error) {
      if (call !== latest.current) return;
      const code = errorCodeOf(error);
      if (code === 'INVALID_ZIP_CODE') {
        setLookup('invalid');
        return;
      }
      // Not in the lookup's directory, or no answer: she types the address herself.
      setLookup(code === 'ZIP_CODE_NOT_FOUND' ? 'notFound' : 'unavailable');
      set('typed', ALL_TYPED);
    }
  }

  function changeCep(next: string) {
    const masked = maskCep(next);
    if (masked === cep) return;
    set('cep', masked);
    // An incomplete CEP is told once the field is left, not while it is being typed.
    setCepLeft(false);
    latest.current += 1;
    setLookup('idle');
    // Any change clears what the previous CEP filled in (spec 2 §4); an address she typed herself stays.
    if (!typingAll) {
      setValues({ parts: EMPTY, typed: NONE_TYPED, number: '', complement: '' });
    }
    const digits = cepDigits(masked);
    if (digits.length === 8) void find(digits);
  }

  /** The same CEP again, after a lookup that got no answer (typing it again changes nothing). */
  function retry() {
    // The button goes away with the message: focus returns to the CEP, which tells the search.
    cepInput.current?.focus();
    const digits = cepDigits(cep);
    if (digits.length === 8) void find(digits);
  }

  const request = {
    address: {
      zip_code: cepDigits(cep),
      ...parts,
      city: parts.city.trim(),
      neighborhood: parts.neighborhood.trim(),
      street: parts.street.trim(),
      number: number.trim(),
      complement: complement.trim() === '' ? null : complement.trim(),
    },
  };
  const canSave =
    !saving &&
    (lookup === 'found' || lookup === 'notFound' || lookup === 'unavailable') &&
    accepts(request) &&
    checkAddress(request.address) === null;
  const hasStreet = parts.street.trim() !== '' || typed.street;
  const missing = typed.street && typed.neighborhood ? 'both' : typed.street ? 'street' : 'neighborhood';
  const incompleteCep = cepLeft && cep !== '' && !isCompleteCep(cep);

  async function save() {
    // On failure the dialog stays open with everything typed, so nothing is lost.
    if (await saveUpdate(request)) onClose();
  }

  const cepError = lookup === 'invalid' || incompleteCep ? t('invalidZipCode') : undefined;
  // Why some parts are to be typed: the lookup does not know the CEP, or left a part blank.
  const note =
    lookup === 'notFound'
      ? t('zipCodeNotFound')
      : !typingAll && (typed.street || typed.neighborhood)
        ? t('typeMissing', { missing })
        : null;

  return (
    <form
      className={styles.addressForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void save();
      }}
      noValidate
    >
      <TextInput
        ref={cepInput}
        label={t('zipCode')}
        value={cep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('zipCodePlaceholder')}
        maxLength={9}
        error={cepError}
        helpText={lookup === 'searching' ? t('searching') : undefined}
        aria-describedby={
          lookup === 'unavailable' ? unavailableId : lookup === 'notFound' ? hintId : undefined
        }
        onValueChange={changeCep}
        onBlur={() => setCepLeft(true)}
        fieldClassName={styles.wide}
      />
      {lookup === 'unavailable' ? (
        <div role="alert" id={unavailableId} className={`${styles.lookupRetry} ${styles.wide}`}>
          <span className={fieldStyles.error}>{t('lookupUnavailable')}</span>
          <Button type="button" variant="secondary" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {note ? (
        <p id={hintId} role="status" className={`${styles.note} ${styles.wide}`}>
          {note}
        </p>
      ) : null}
      <AddressPartsFields
        parts={parts}
        typed={typed}
        describedBy={lookup === 'unavailable' ? unavailableId : note ? hintId : undefined}
        onChange={(patch) => set('parts', (current) => ({ ...current, ...patch }))}
      />
      <TextInput
        label={t('number')}
        value={number}
        disabled={!hasStreet}
        maxLength={ADDRESS_NUMBER_MAX_LENGTH}
        onValueChange={(value) => set('number', value)}
      />
      <TextInput
        label={t('complement')}
        value={complement}
        disabled={!hasStreet}
        maxLength={ADDRESS_COMPLEMENT_MAX_LENGTH}
        onValueChange={(value) => set('complement', value)}
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

'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import fieldStyles from '@/components/ui/field.module.css';
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
  ADDRESS_TEXT_MAX_LENGTH,
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

/** The parts the lookup left blank (a CEP for a whole town has no street or neighbourhood): typed instead. */
interface Typed {
  neighborhood: boolean;
  street: boolean;
}

const NONE_TYPED: Typed = { neighborhood: false, street: false };

/**
 * The address modal (spec 2 §4, §5): the CEP, masked to 8 digits, is looked up on its 8th digit and
 * fills city, state, neighbourhood and street (read-only); changing it clears them. A street or
 * neighbourhood the lookup leaves blank (one CEP for a whole town) is typed instead, and required. Number
 * and complement open once there is a street, found or to type; 'Salvar' only when everything but the
 * complement is filled. A lookup that got no answer can be repeated for the same CEP.
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
  const [typed, setTyped] = useState<Typed>(NONE_TYPED);
  const cepInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const unavailableId = useId();
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
      const neighborhood = found.neighborhood.trim();
      const street = found.street.trim();
      setFilled({ city: found.city, state: found.uf, neighborhood, street });
      setTyped({ neighborhood: neighborhood === '', street: street === '' });
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
    setTyped(NONE_TYPED);
    setNumber('');
    setComplement('');
    setLookup('idle');
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
      ...filled,
      neighborhood: filled.neighborhood.trim(),
      street: filled.street.trim(),
      number: number.trim(),
      complement: complement.trim() === '' ? null : complement.trim(),
    },
  };
  const canSave =
    !saving &&
    lookup === 'found' &&
    updateNutritionistRequestSchema.safeParse(request).success &&
    checkAddress(request.address) === null;
  const hasStreet = filled.street.trim() !== '' || typed.street;
  const missing = typed.street && typed.neighborhood ? 'both' : typed.street ? 'street' : 'neighborhood';

  async function save() {
    // On failure the dialog stays open with everything typed, so nothing is lost.
    if (await saveUpdate(request)) onClose();
  }

  const cepError = lookup === 'invalid' ? t('invalidZipCode') : undefined;

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
        ref={cepInput}
        label={t('zipCode')}
        value={cep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('zipCodePlaceholder')}
        maxLength={9}
        error={cepError}
        helpText={lookup === 'searching' ? t('searching') : undefined}
        aria-describedby={lookup === 'unavailable' ? unavailableId : undefined}
        onValueChange={changeCep}
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
      <Input label={t('city')} value={filled.city} readOnly />
      <Input label={t('state')} value={filled.state} readOnly />
      {typed.street || typed.neighborhood ? (
        <p id={hintId} role="status" className={`${styles.note} ${styles.wide}`}>
          {t('typeMissing', { missing })}
        </p>
      ) : null}
      <Input
        label={t('neighborhood')}
        value={filled.neighborhood}
        readOnly={!typed.neighborhood}
        required={typed.neighborhood}
        maxLength={typed.neighborhood ? ADDRESS_TEXT_MAX_LENGTH : undefined}
        aria-describedby={typed.neighborhood ? hintId : undefined}
        onValueChange={(neighborhood) => setFilled((parts) => ({ ...parts, neighborhood }))}
        fieldClassName={styles.wide}
      />
      <Input
        label={t('street')}
        value={filled.street}
        readOnly={!typed.street}
        required={typed.street}
        maxLength={typed.street ? ADDRESS_TEXT_MAX_LENGTH : undefined}
        aria-describedby={typed.street ? hintId : undefined}
        onValueChange={(street) => setFilled((parts) => ({ ...parts, street }))}
        fieldClassName={styles.wide}
      />
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

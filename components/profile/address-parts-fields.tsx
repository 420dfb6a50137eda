'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { ADDRESS_TEXT_MAX_LENGTH, BRAZILIAN_STATE_NAMES, BRAZILIAN_STATES } from '@/lib/rules/profile';
import styles from './profile.module.css';

export interface AddressParts {
  city: string;
  state: string;
  neighborhood: string;
  street: string;
}

/** Which parts she types herself: those the CEP lookup did not fill. */
export type TypedParts = Record<keyof AddressParts, boolean>;

const STATE_OPTIONS = BRAZILIAN_STATES.map((uf) => ({
  value: uf,
  label: `${BRAZILIAN_STATE_NAMES[uf]} (${uf})`,
}));

/**
 * City, state, neighbourhood and street: read-only as the lookup filled them, or typed (required) where it
 * did not; a typed state is picked from the 27 UFs, never free text.
 */
export function AddressPartsFields({
  parts,
  typed,
  describedBy,
  onChange,
}: {
  parts: AddressParts;
  typed: TypedParts;
  /** The note that says why the typed parts are to be typed. */
  describedBy?: string;
  onChange: (patch: Partial<AddressParts>) => void;
}) {
  const t = useTranslations('Profile.addressDialog');
  const text = (part: 'city' | 'neighborhood' | 'street', autoComplete: string, wide: boolean) => (
    <TextInput
      label={t(part)}
      value={parts[part]}
      readOnly={!typed[part]}
      required={typed[part]}
      maxLength={typed[part] ? ADDRESS_TEXT_MAX_LENGTH : undefined}
      autoComplete={typed[part] ? autoComplete : 'off'}
      aria-describedby={typed[part] ? describedBy : undefined}
      onValueChange={(value) => onChange({ [part]: value })}
      fieldClassName={wide ? styles.wide : undefined}
    />
  );
  return (
    <>
      {text('city', 'address-level2', false)}
      {typed.state ? (
        <Select
          label={t('state')}
          placeholder
          required
          autoComplete="address-level1"
          aria-describedby={describedBy}
          options={STATE_OPTIONS}
          value={parts.state}
          onChange={(event) => onChange({ state: event.target.value })}
        />
      ) : (
        <TextInput label={t('state')} value={parts.state} readOnly />
      )}
      {text('neighborhood', 'address-level3', true)}
      {text('street', 'address-line1', true)}
    </>
  );
}

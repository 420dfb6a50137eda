'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldIds } from './field';
import { IconButton } from './icon-button';
import { EyeIcon, EyeOffIcon } from './icons/eye';
import { Input, type InputProps } from './input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'endAdornment'>;

/** A password field that rejects spaces (spec 1 §5) with a show/hide toggle. */
export function PasswordInput({
  id,
  rules,
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const t = useTranslations('Ui.PasswordInput');
  const [visible, setVisible] = useState(false);
  const { controlId } = useFieldIds(id);
  return (
    <Input
      id={controlId}
      type={visible ? 'text' : 'password'}
      rules={{ ...rules, type: 'password' }}
      autoComplete={autoComplete}
      // Spell-checkers and auto-capitalisation would otherwise see the password once it is shown.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? t('hide') : t('show')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-controls={controlId}
          onClick={() => setVisible((shown) => !shown)}
          disabled={props.disabled}
        />
      }
      {...props}
    />
  );
}

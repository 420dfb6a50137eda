'use client';

import type { ChangeEvent, FocusEvent, InputHTMLAttributes } from 'react';
import { applyInputRules, type InputRules } from '@/lib/rules/input-rules';
import { DATE_MASK_LENGTH, TIME_MASK_LENGTH } from '@/lib/rules/typing-masks';
import { TextInput, type TextInputProps } from './text-input';

export interface InputProps extends TextInputProps {
  /** The specification's input rules (spec 1 §5), applied on every change. */
  rules?: InputRules;
  /** Receives the value after the rules ran; the easiest way to keep a controlled field in sync. */
  onValueChange?: (value: string) => void;
}

const MASK_LENGTHS: Partial<Record<NonNullable<InputRules['type']>, number>> = {
  date: DATE_MASK_LENGTH,
  time: TIME_MASK_LENGTH,
};

function getInputMode(rules: InputRules | undefined): InputHTMLAttributes<HTMLInputElement>['inputMode'] {
  if (rules?.decimalPosition !== undefined) return 'decimal';
  if (rules?.type === 'number' || rules?.type === 'date' || rules?.type === 'time') return 'numeric';
  return undefined;
}

/** A TextInput that applies the specification's input rules (spec 1 §5) as she types and when she leaves. */
export function Input({
  rules,
  onValueChange,
  onChange,
  onBlur,
  maxLength,
  inputMode,
  ...props
}: InputProps) {
  // Writing the masked value back into the element serves uncontrolled fields; a controlled parent
  // then reads the already-masked event.target.value.
  const settle = (target: HTMLInputElement, phase: 'change' | 'blur') => {
    if (!rules) return target.value;
    const next = applyInputRules(target.value, rules, phase);
    if (next !== target.value) target.value = next;
    return next;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = settle(event.target, 'change');
    onChange?.(event);
    onValueChange?.(value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const before = event.target.value;
    const value = settle(event.target, 'blur');
    if (value !== before) onValueChange?.(value);
    onBlur?.(event);
  };

  return (
    <TextInput
      {...props}
      maxLength={maxLength ?? rules?.maxLength ?? (rules?.type ? MASK_LENGTHS[rules.type] : undefined)}
      inputMode={inputMode ?? getInputMode(rules)}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}

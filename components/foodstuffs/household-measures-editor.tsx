'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { useContractRule } from '@/components/ui/use-contract-rule';
import { useErrorText } from '@/components/ui/use-error-text';
import type { HouseholdMeasure, Unit } from '@/lib/api/contract';
import { MAX_MEASURES_PER_FOOD, MEASURE_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { errorCodeOf } from '@/lib/api/errors';
import { formatNumber, readDecimal } from '@/lib/format/numbers';
import styles from './food-form.module.css';
import measureStyles from './household-measures-editor.module.css';
import { useHouseholdMeasures, useReplaceHouseholdMeasures } from './use-household-measures';

interface MeasureRow {
  key: string;
  id: number | null;
  name: string;
  weight: string;
  source: string | null;
}

let lastKey = 0;
const toRow = (measure: HouseholdMeasure | null): MeasureRow => {
  lastKey += 1;
  return {
    key: `measure-${lastKey}`,
    id: measure?.id ?? null,
    name: measure?.name ?? '',
    weight: measure ? formatNumber(measure.weight) : '',
    source: measure?.source ?? null,
  };
};

type MeasuresRule =
  typeof import('@/lib/api/contract/household-measures')['replaceHouseholdMeasuresRequestSchema'];

/** The contract's rule of the list, loaded on the first save: zod is no part of the food's page until then. */
function importMeasuresRule(): Promise<MeasuresRule> {
  return import('@/lib/api/contract/household-measures').then(
    (contract) => contract.replaceHouseholdMeasuresRequestSchema,
  );
}

/** The list as the API takes it, checked by the contract: each row's first problem, by field. */
function checkRows(rows: readonly MeasureRow[], rule: MeasuresRule) {
  const body = {
    measures: rows.map((row) => ({
      id: row.id,
      name: row.name,
      weight: readDecimal(row.weight) ?? Number.NaN,
    })),
  };
  const result = rule.safeParse(body);
  const problems = rows.map(() => ({}) as { name?: string; weight?: string });
  for (const issue of result.success ? [] : result.error.issues) {
    const [, index, field] = issue.path;
    const problem = typeof index === 'number' ? problems[index] : undefined;
    if (problem && (field === 'name' || field === 'weight')) problem[field] ??= issue.message;
  }
  // Sent as the contract reads it: names trimmed, weights in thousandths.
  return result.success ? { body: result.data, valid: true, problems } : { body, valid: false, problems };
}

/**
 * 'Medidas caseiras' of a food being edited: each a name and the weight of one measure in the food's unit,
 * saved as a whole list. Plans keep their own copy, so a change here never alters a saved plan. A measure
 * read from a published table says so; changing its weight makes it the administrator's own.
 */
export function HouseholdMeasuresEditor({ foodstuffId, unit }: { foodstuffId: number; unit: Unit | '' }) {
  const t = useTranslations('FoodForm.measures');
  // A unit food's measures weigh grams, as its unit weight does.
  const unitSymbol = t(`unitSymbols.${unit === '' || unit === 'UNITS' ? 'GRAMS' : unit}`);
  const { showToast } = useToast();
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useHouseholdMeasures(foodstuffId);
  const replace = useReplaceHouseholdMeasures();
  const [rows, setRows] = useState<MeasureRow[] | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const { rule, load } = useContractRule(importMeasuresRule);
  // A second click while the first waits for the rule to load sends nothing twice.
  const checking = useRef(false);

  useEffect(() => {
    if (data && rows === null) setRows(data.measures.map(toRow));
  }, [data, rows]);

  if (error && rows === null) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('title')}</legend>
        <p className={styles.sectionHelp} role="alert">
          {t('loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </fieldset>
    );
  }
  if (isLoading || rows === null) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('title')}</legend>
        <p className={styles.sectionHelp} role="status">
          {t('loading')}
        </p>
      </fieldset>
    );
  }

  const change = (key: string, patch: Partial<MeasureRow>) =>
    setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const checked = rule ? checkRows(rows, rule) : null;
  const save = async () => {
    if (saving || checking.current) return;
    setTried(true);
    checking.current = true;
    const loaded = await load().catch(() => null);
    checking.current = false;
    // Without the rule (no connection) nothing is sent: said as a save that cannot reach the server.
    if (!loaded) {
      showToast(errorText('UPSTREAM_UNAVAILABLE'), { tone: 'error' });
      return;
    }
    const checked = checkRows(rows, loaded);
    if (!checked.valid) return;
    setSaving(true);
    try {
      const saved = await replace(foodstuffId, checked.body);
      setRows(saved.measures.map(toRow));
      setTried(false);
      showToast(t('saved'), { tone: 'success' });
    } catch (failure) {
      const code = errorCodeOf(failure);
      showToast(code === 'NOT_FOUND' ? t('foodGone') : errorText(code), { tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className={measureStyles.measures}>
      <legend className={styles.legend}>{t('title')}</legend>
      <p className={styles.sectionHelp}>{t('help', { unit: unitSymbol })}</p>
      {rows.length === 0 ? <p className={styles.sectionHelp}>{t('empty')}</p> : null}
      <ul className={measureStyles.measureList}>
        {rows.map((row, index) => {
          const problem = tried ? checked?.problems[index] : undefined;
          const number = index + 1;
          return (
            <li key={row.key} className={measureStyles.measureRow}>
              <TextInput
                label={t('name', { number })}
                value={row.name}
                maxLength={MEASURE_NAME_MAX_LENGTH}
                autoComplete="off"
                onValueChange={(name) => change(row.key, { name })}
                error={problem?.name}
              />
              <TextInput
                label={t('weight', { number, unit: unitSymbol })}
                inputMode="decimal"
                value={row.weight}
                onValueChange={(weight) => change(row.key, { weight })}
                error={problem?.weight}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('removeOf', { name: row.name.trim() || t('unnamed', { number }) })}
                onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
              >
                {t('remove')}
              </Button>
              {row.source ? (
                <p className={measureStyles.measureSource}>{t('source', { source: row.source })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.footerActions}>
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_MEASURES_PER_FOOD}
          onClick={() => setRows([...rows, toRow(null)])}
        >
          {t('add')}
        </Button>
        <Button onClick={save} loading={saving}>
          {t('save')}
        </Button>
      </div>
      {rows.length >= MAX_MEASURES_PER_FOOD ? (
        <p className={styles.sectionHelp}>{t('limit', { max: MAX_MEASURES_PER_FOOD })}</p>
      ) : null}
    </fieldset>
  );
}

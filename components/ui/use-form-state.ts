'use client';

import { type SetStateAction, useMemo, useReducer } from 'react';

/** What every form keeps: what she typed, whether a save was tried, a save under way, and what went wrong. */
export interface FormState<V, P> {
  values: V;
  tried: boolean;
  busy: boolean;
  problem: P | null;
}

type Change<S> = Partial<S> | ((state: S) => Partial<S>);

function reduce<S>(state: S, change: Change<S>): S {
  return { ...state, ...(typeof change === 'function' ? change(state) : change) };
}

/**
 * The state of a form in one reducer: `values` (set one field, or several at once), `tried` (errors show
 * once a save was tried), `busy` and `problem` (the failure said to her, `P` a text unless told). The
 * setters keep their identity across renders, as `useState`'s do.
 */
export function useFormState<V extends object, P = string>(initial: V | (() => V)) {
  const [state, update] = useReducer(reduce<FormState<V, P>>, undefined, () => ({
    values: typeof initial === 'function' ? initial() : initial,
    tried: false,
    busy: false,
    problem: null,
  }));
  const actions = useMemo(
    () => ({
      /** One field, to a value or from its last one (as a `useState` setter). */
      set: <K extends keyof V>(field: K, value: SetStateAction<V[K]>) =>
        update((last) => ({
          values: {
            ...last.values,
            [field]:
              typeof value === 'function' ? (value as (prev: V[K]) => V[K])(last.values[field]) : value,
          },
        })),
      setValues: (next: Partial<V> | ((values: V) => Partial<V>)) =>
        update((last) => ({
          values: { ...last.values, ...(typeof next === 'function' ? next(last.values) : next) },
        })),
      setTried: (tried: boolean) => update({ tried }),
      setBusy: (busy: boolean) => update({ busy }),
      setProblem: (problem: P | null) => update({ problem }),
    }),
    [],
  );
  return { ...state, ...actions };
}

// One reducer for a form: its values, whether a save was tried, a save under way and what went wrong.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormState } from '@/components/ui/use-form-state';

describe('useFormState', () => {
  it('sets one field, or several at once, and keeps the others', () => {
    const { result } = renderHook(() => useFormState({ email: '', page: 3, tags: '' }));
    act(() => result.current.set('email', 'ana@example.com'));
    act(() => result.current.set('page', (page) => page + 1));
    expect(result.current.values).toEqual({ email: 'ana@example.com', page: 4, tags: '' });
    act(() => result.current.setValues({ tags: 'fruta', page: 1 }));
    act(() => result.current.setValues((values) => ({ email: values.email.toUpperCase() })));
    expect(result.current.values).toEqual({ email: 'ANA@EXAMPLE.COM', page: 1, tags: 'fruta' });
  });

  it('starts untried, idle and without a problem, and says each as it changes', () => {
    const { result } = renderHook(() => useFormState(() => ({ name: 'Arroz' })));
    expect(result.current).toMatchObject({ tried: false, busy: false, problem: null });
    act(() => {
      result.current.setTried(true);
      result.current.setBusy(true);
      result.current.setProblem('Não foi possível salvar.');
    });
    expect(result.current).toMatchObject({
      values: { name: 'Arroz' },
      tried: true,
      busy: true,
      problem: 'Não foi possível salvar.',
    });
  });

  it('keeps its setters from one render to the next, as useState does', () => {
    const { result, rerender } = renderHook(() => useFormState({ name: '' }));
    const first = result.current;
    act(() => result.current.set('name', 'Feijão'));
    rerender();
    expect(result.current.set).toBe(first.set);
    expect(result.current.setValues).toBe(first.setValues);
    expect(result.current.setBusy).toBe(first.setBusy);
  });
});

'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * A contract schema a form checks with, loaded with `import()` when the form is first used: zod
 * and the schemas are no part of the form's page until then. `prepare` starts loading it, `rule` is null
 * until it has loaded, and `load` answers it, rejecting when it cannot load (no connection); a later call
 * tries again.
 */
export function useContractRule<T>(importRule: () => Promise<T>) {
  const [rule, setRule] = useState<T | null>(null);
  const loading = useRef<Promise<T> | null>(null);
  const importer = useRef(importRule);

  const load = useCallback((): Promise<T> => {
    if (!loading.current) {
      const started = importer.current().then((loaded) => {
        setRule(() => loaded);
        return loaded;
      });
      loading.current = started;
      started.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, []);

  // Not loaded (no connection): the screen's own rules alone until a save tries again.
  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  return { rule, prepare, load };
}

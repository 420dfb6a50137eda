'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Code a screen needs only once it is used (a form's contract schema, a panel opened from the menu), loaded
 * with `import()` then rather than with the page. `prepare` starts loading it, `loaded` is null until it has
 * loaded, and `load` answers it, rejecting when it cannot load (no connection); a later call tries again.
 */
export function useOnDemand<T>(importCode: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const loading = useRef<Promise<T> | null>(null);
  const importer = useRef(importCode);

  const load = useCallback((): Promise<T> => {
    if (!loading.current) {
      const started = importer.current().then((code) => {
        // A function (a component) is stored as the value, not called as an updater.
        setLoaded(() => code);
        return code;
      });
      loading.current = started;
      started.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, []);

  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  return { loaded, prepare, load };
}

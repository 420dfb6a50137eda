'use client';

import { useOnDemand } from './use-on-demand';

/**
 * A contract schema a form checks with, loaded with `import()` when the form is first used: zod
 * and the schemas are no part of the form's page until then. `prepare` starts loading it, `rule` is null
 * until it has loaded, and `load` answers it, rejecting when it cannot load (no connection); a later call
 * tries again. Not loaded, the form checks with the screen's own rules alone until a save tries again.
 */
export function useContractRule<T>(importRule: () => Promise<T>) {
  const { loaded, prepare, load } = useOnDemand(importRule);
  return { rule: loaded, prepare, load };
}

// What SWR imports as `use-sync-external-store/shim` (aliased in next.config.ts): the shim exists for React
// versions before 18 and ships its own copy of the hook; React 19 has the hook itself, so every page that
// reads with SWR loads React's, not a second one.
export { useSyncExternalStore } from 'react';

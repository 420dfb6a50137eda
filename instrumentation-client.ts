// Runs in the browser before any page module, so it configures libraries that read their settings when
// the first schema or component is built.

// Zod compiles object parsers with `new Function` when it may, and finds out by trying once. Pages forbid
// eval (lib/security/headers.ts), so the attempt always failed, and the browser reported it as a policy
// violation on every page. Zod's ordinary parser is the one that already ran.
// Set through the global object zod keeps its settings in (what its `config()` writes), not by importing
// zod: most pages never load zod, and this file loads with every page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};

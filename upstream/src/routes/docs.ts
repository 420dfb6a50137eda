// GET /openapi.json: the API described for its clients (openapi/document.ts), always served. GET /docs: a
// reference page of it, drawn by Scalar's renderer served from this origin (no CDN), on in development
// and in production only with API_DOCS=true (docsEnabled).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { ApiConfig } from '../config';
import { publicApiUrl } from '../config';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { openApiDocument } from '../openapi/document';

/** Whether /docs is served: API_DOCS when set, else outside production only. */
export function docsEnabled(config: Pick<ApiConfig, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

/** The page's own policy: its script and styles from here, the document fetched from here, nothing else. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // The renderer sets styles on its elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Beside the bundled API (scripts/build-api.ts copies it there), else in the package. */
function rendererPath(): string {
  const bundled = fileURLToPath(new URL('./docs/scalar-standalone.js', import.meta.url));
  if (existsSync(bundled)) return bundled;
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(entry), 'browser', 'standalone.js');
}

let renderer: Promise<string> | undefined;

/** The reference only: no hosted services (fonts, AI chat, MCP, telemetry), nothing that calls elsewhere. */
const RENDERER_SETTINGS = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nutrir API</title>
</head>
<body>
<script id="api-reference" data-url="/openapi.json" data-configuration='${JSON.stringify(RENDERER_SETTINGS)}'></script>
<script src="/docs/scalar.js"></script>
</body>
</html>
`;

export function docsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const serverUrl = publicApiUrl(deps.config);

  // GET /openapi.json – the OpenAPI 3.1 document of this API.
  app.get('/openapi.json', access.anyone, (c) => c.json(openApiDocument(serverUrl)));

  if (docsEnabled(deps.config)) {
    // GET /docs – the reference page.
    app.get('/docs', access.anyone, (c) =>
      c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY }),
    );
    // GET /docs/scalar.js – the renderer, read once.
    app.get('/docs/scalar.js', access.anyone, async (c) => {
      renderer ??= readFile(rendererPath(), 'utf8');
      return c.body(await renderer, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    });
  }
  return app;
}

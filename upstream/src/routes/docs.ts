// GET /openapi.json: the API described for its clients (openapi/document.ts), always served.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { openApiDocument } from '../openapi/document';
import { publicApiUrl } from './oauth';

export function docsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const serverUrl = publicApiUrl(deps.config);

  // GET /openapi.json – the OpenAPI 3.1 document of this API.
  app.get('/openapi.json', (c) => c.json(openApiDocument(serverUrl)));

  return app;
}

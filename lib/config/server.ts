import { z } from 'zod';

// The portal's own settings, validated once. SESSION_SECRET is generated into DATA_DIR by `npm start`
// when unset; a portal started any other way must be given one.
const schema = z.object({
  API_BASE_URL: z.string().url().default('http://127.0.0.1:4000'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET precisa de ao menos 32 caracteres'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(8),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Uploads carry up to UPLOAD_MAX_BYTES over the visitor's own link, which may be slow.
  UPSTREAM_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
});

export type ServerConfig = z.infer<typeof schema> & { secureCookies: boolean };

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (!cached) {
    const parsed = schema.parse(process.env);
    cached = { ...parsed, secureCookies: parsed.PUBLIC_URL.startsWith('https://') };
  }
  return cached;
}

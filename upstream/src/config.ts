// Every setting of the reference API, read once from the environment with its default.
import { z } from 'zod';
import { LOG_LEVELS } from '@/lib/log/logger';
import { isStrongPassword } from '@/lib/rules/patterns';

const minutes = (n: number) => n * 60;
// An empty line in .env (`NAME=`) means unset, not an invalid value.
const unsetWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalUrl = z.preprocess(unsetWhenBlank, z.string().url().optional());

const configSchema = z
  .object({
    API_PORT: z.coerce.number().int().positive().default(4000),
    // Where the API listens: this machine only by default; 0.0.0.0 in a container.
    API_HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(minutes(8 * 60)),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    SMTP_URL: z.preprocess(unsetWhenBlank, z.string().optional()),
    // Mail without SMTP_URL stays in the database's outbox table. `database`: nothing serves it over HTTP;
    // `loopback`: also listed at GET /dev/outbox, answered only to a client on this machine (the socket's
    // address, never a header). Unset: `loopback` outside production; in production (NODE_ENV=production) the
    // API refuses to start without SMTP_URL or this (see mailDeliveryOf). `npm start` sets `loopback`.
    MAIL_OUTBOX: z.preprocess(unsetWhenBlank, z.enum(['database', 'loopback']).optional()),
    MAIL_FROM: z.string().default('Nutrir <nao-responda@nutrir.app.br>'),
    // A job (the mail after a change, a reminder) that fails is tried again after each of these waits, then
    // given up (DEAD, for an administrator to retry). See infra/jobs.ts.
    MAIL_RETRY_DELAYS_MS: z
      .string()
      .default('5000,30000,120000,600000,1800000')
      .transform((value, context) => {
        const delays = value.split(',').map((part) => Number(part.trim()));
        if (value.trim() === '' || delays.some((delay) => !Number.isInteger(delay) || delay < 0)) {
          context.addIssue({ code: 'custom', message: 'a comma-separated list of whole milliseconds' });
          return z.NEVER;
        }
        return delays;
      }),
    // How long a job taken by a process is its own: one left RUNNING by a process that died is taken up
    // again after this. And how often each API process looks for due jobs.
    JOB_LEASE_SECONDS: z.coerce.number().int().positive().default(300),
    JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
    // How long the access trail of care data is kept (LGPD): five years by default; older rows are pruned by
    // the jobs worker, once an hour.
    ACCESS_TRAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(1825),
    // How long the clinical record of a patient who asked for erasure is kept after its last entry: never less
    // than the 20 years of Lei 13.787/2018, art. 6. Past it the jobs worker erases the record, once an hour.
    CLINICAL_RECORD_RETENTION_YEARS: z.coerce.number().int().min(20).max(100).default(20),
    // A nutritionist's erasure request for her patient takes effect this many days later, unless the patient
    // cancels it from the e-mailed link; the patient's own request takes effect at once.
    DELETION_GRACE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    // The patient's e-mail before each confirmed appointment, this many hours ahead.
    APPOINTMENT_REMINDER_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 14)
      .default(24),
    REDIS_URL: z.string().optional(),
    // At SIGTERM, how long running requests may take to finish before their connections are closed.
    STOP_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // Lines logged at this level and above (lib/log/logger.ts): fatal, error, warn, info, debug, trace, silent.
    LOG_LEVEL: z.preprocess(unsetWhenBlank, z.enum(LOG_LEVELS).optional()),
    // The bearer token Prometheus scrapes /metrics with; without it /metrics does not exist.
    METRICS_TOKEN: z.preprocess(unsetWhenBlank, z.string().min(16).optional()),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(minutes(15)),
    // Failed sign-ins of one account, from any address: past LOGIN_ACCOUNT_FREE_FAILURES each further attempt
    // waits 2^(n - free) s after the last failure, at most LOGIN_ACCOUNT_MAX_DELAY_SECONDS. A delay rather than
    // a lock-out, so nobody can lock a user out: the right password after the wait signs in and clears it.
    // The count is forgotten LOGIN_WINDOW_SECONDS after the wait of the last failure ends.
    LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(minutes(15)),
    // Reverse proxies in front of the API that may state the visitor's address in X-Forwarded-For. The
    // portal needs no entry: it proves itself with PORTAL_SECRET.
    TRUSTED_PROXIES: z.string().default(''),
    // How many proxies of ours each request passes: the visitor's address is read that many entries from the
    // right of X-Forwarded-For (each proxy appends the address it was reached from), never the leftmost.
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(1).max(10).default(1),
    // More names the API answers to (comma-separated `name` or `name:port`) besides API_BASE_URL's,
    // API_PUBLIC_URL's and this machine's (localhost, 127.x, [::1]); any other Host gets a 421, so a page
    // rebound by DNS to this API cannot read it. /health, /health/ready and /metrics answer any name.
    API_ALLOWED_HOSTS: z.string().default(''),
    // Shared with the portal, generated into DATA_DIR when unset (see startApi and scripts/start.ts).
    PORTAL_SECRET: z.string().min(32).optional(),
    APP_TIME_ZONE: z.string().default('America/Sao_Paulo'),
    // The agenda: consultation length and the pause after each (spec 2 §9: 50 minutes), and whether
    // Brazilian national holidays are left out of the free slots.
    APPOINTMENT_DURATION_MINUTES: z.coerce.number().int().min(5).max(480).default(50),
    APPOINTMENT_GAP_MINUTES: z.coerce.number().int().min(0).max(240).default(0),
    APPOINTMENT_SKIP_HOLIDAYS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // A patient's export (GET /v1/users/{id}/export, and the portal's PDF of it) is heavy: each caller runs one
    // at a time (429 EXPORT_IN_PROGRESS), and the deployment at most this many at once (503 SERVER_BUSY): the
    // slots are rows of the database, which every API process counts (http/export-slots.ts).
    EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    // The most a patient's record holds, so one record cannot grow without end (and its export with it):
    // anamnesis versions and consultation notes (every version of every consultation's notes). Past them a
    // save is 409 ANAMNESIS_LIMIT_REACHED or CONSULTATION_NOTES_LIMIT_REACHED.
    ANAMNESIS_MAX_VERSIONS: z.coerce.number().int().min(1).default(200),
    CONSULTATION_NOTES_MAX: z.coerce.number().int().min(1).default(2000),
    // Largest accepted food photo upload, before re-encoding.
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    // Patient invitations: how long an e-mailed code stays valid, and invitations per nutritionist an hour.
    CONNECTION_CODE_TTL_DAYS: z.coerce.number().int().positive().default(7),
    CONNECTION_INVITES_PER_HOUR: z.coerce.number().int().positive().default(20),
    // Nutritionist registration: the e-mailed code, its attempts, and calls per address.
    REGISTRATION_CODE_TTL_MINUTES: z.coerce.number().int().positive().default(15),
    REGISTRATION_MAX_CODE_ATTEMPTS: z.coerce.number().int().positive().default(5),
    REGISTRATION_RESEND_SECONDS: z.coerce.number().int().nonnegative().default(60),
    REGISTRATION_MAX_PER_HOUR: z.coerce.number().int().positive().default(20),
    // The national council's registry over HTTP; unset, the local cfn_registry table answers.
    CFN_API_URL: optionalUrl,
    // Postal code (CEP) lookup: an HTTP service in ViaCEP's format; unset, the local table of real CEPs.
    CEP_API_URL: optionalUrl,
    CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    // A JSON body that has not fully arrived this long after the request is answered 408, not waited on.
    REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    // Online booking, by the visitor's address and by the e-mail she gives: holds of an hour and
    // their confirmations an hour, wrong codes per hold, and reads of the public pages and links a minute.
    BOOKING_HOLDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
    BOOKING_HOLDS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(6),
    BOOKING_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(30),
    BOOKING_CONFIRMATIONS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(10),
    BOOKING_CODE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    BOOKING_READS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    // Unauthenticated CEP lookups per address a minute.
    CEP_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Password recovery: how long a link lives, requests per address and e-mails per account an hour.
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().positive().default(30),
    PASSWORD_RESET_MAX_PER_HOUR: z.coerce.number().int().positive().default(10),
    PASSWORD_RESET_MAX_MAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
    // Google sign-in (OpenID Connect); without a client id it is off. Any OIDC issuer can stand in.
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
    // Where browsers reach this API (the Google callback); defaults to API_BASE_URL.
    API_PUBLIC_URL: optionalUrl,
    API_BASE_URL: optionalUrl,
    // Uploads in S3-compatible object storage (any number of API processes and machines); unset, they
    // stay in DATA_DIR/uploads (one machine). Credentials may also come from the SDK's usual sources.
    S3_URL: optionalUrl,
    S3_BUCKET: z.string().default('nutri-uploads'),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().default('uploads/'),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // The reference page of the API at /docs (its document, /openapi.json, is always served): unset, on in
    // development and off in production (NODE_ENV=production, as `npm start` runs); `true` or `false` decides.
    API_DOCS: z.preprocess(
      unsetWhenBlank,
      z
        .enum(['true', 'false'])
        .optional()
        .transform((value) => (value === undefined ? undefined : value === 'true')),
    ),
    NODE_ENV: z.string().optional(),
    // An empty database gets the demo (accounts whose passwords the README publishes, their patients, plans and
    // meals). `false` for real use: only the reference data, the catalogue and the avatars, and a first
    // administrator from ADMIN_EMAIL and ADMIN_PASSWORD (needed only while the database has no user).
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    ADMIN_NAME: z.preprocess(unsetWhenBlank, z.string().trim().default('Administrador')),
    ADMIN_EMAIL: z.preprocess(unsetWhenBlank, z.string().email().optional()),
    ADMIN_PASSWORD: z.preprocess(
      unsetWhenBlank,
      z
        .string()
        .refine(
          isStrongPassword,
          'at least 8 characters, with a lower-case letter, an upper-case letter and a digit',
        )
        .optional(),
    ),
  })
  // Reset links and invitation codes must neither be lost silently nor be served to anyone: in production an
  // operator says where mail goes.
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.MAIL_OUTBOX)
      context.addIssue({
        code: 'custom',
        path: ['MAIL_OUTBOX'],
        message:
          'in production set SMTP_URL (a mail server) or MAIL_OUTBOX=database (mail kept in the database, never served)',
      });
  });

export type ApiConfig = z.infer<typeof configSchema> & { JWT_SECRET: string };

/** Where browsers reach this API; the portal's API_BASE_URL when nothing more specific is set. */
export function publicApiUrl(config: ApiConfig): string {
  return config.API_PUBLIC_URL ?? config.API_BASE_URL ?? `http://127.0.0.1:${config.API_PORT}`;
}

export interface FirstAdministrator {
  name: string;
  email: string;
  password: string;
}

/** The administrator an empty database gets when it is not seeded with the demo, if both settings are there. */
export function firstAdministratorOf(
  config: Pick<ApiConfig, 'ADMIN_NAME' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): FirstAdministrator | undefined {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return undefined;
  return { name: config.ADMIN_NAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
}

/** Where mail goes: a mail server, or the database outbox, unexposed or also listed at /dev/outbox for loopback clients. */
export type MailDelivery = 'smtp' | 'database' | 'loopback';

export function mailDeliveryOf(
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_OUTBOX' | 'NODE_ENV'>,
): MailDelivery {
  if (config.SMTP_URL) return 'smtp';
  return config.MAIL_OUTBOX ?? (config.NODE_ENV === 'production' ? 'database' : 'loopback');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Omit<ApiConfig, 'JWT_SECRET'> & {
  JWT_SECRET?: string;
} {
  return configSchema.parse(env);
}

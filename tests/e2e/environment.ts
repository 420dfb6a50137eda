// Ports and settings of the end-to-end stack, shared by playwright.config.ts and the tests.
// Overridable so several stacks (parallel work, benchmarks) can run side by side on one machine.
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 3210);
const apiPort = Number(process.env.E2E_API_PORT ?? 4210);
const deadApiPortalPort = Number(process.env.E2E_DEAD_API_PORTAL_PORT ?? 3211);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
// The OpenID Connect issuer that stands in for Google (tests/e2e/oidc-provider.ts), started by the spec that uses it.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4230);

// The two-by-two cluster (tests/e2e/cluster.spec.ts): its round-robins; the processes take the next ports.
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? 3250);
const clusterApiPort = Number(process.env.E2E_CLUSTER_API_PORT ?? 4250);
// The council registry's stand-in (tests/e2e/cfn-registry.ts), which the API asks at each registration.
const cfnPort = Number(process.env.E2E_CFN_PORT ?? 4240);

/** The API's wait between two registration codes in the end-to-end stack (see serverEnv). */
const REGISTRATION_RESEND_SECONDS = 12;

export const e2e = {
  registrationResendSeconds: REGISTRATION_RESEND_SECONDS,
  dataDir,
  cluster: { port: clusterPort, apiPort: clusterApiPort },
  /** CRN-11: every number of it is registered, for the journeys' own nutritionists (fixtures.ts). */
  cfn: { port: cfnPort, url: `http://127.0.0.1:${cfnPort}`, journeysCrn: 11 },
  portalUrl: `http://127.0.0.1:${portalPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  deadApiPortalPort,
  deadApiPortalUrl: `http://127.0.0.1:${deadApiPortalPort}`,
  oidc: {
    port: oidcPort,
    issuer: `http://127.0.0.1:${oidcPort}`,
    clientId: 'nutri-portal-e2e',
    clientSecret: 'e2e-google-client-secret',
    redirectUri: `http://127.0.0.1:${apiPort}/login/oauth2/code/google`,
  },
  serverEnv: {
    DATA_DIR: dataDir,
    PORT: String(portalPort),
    API_PORT: String(apiPort),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
    // Shared by both portals, so one sign-in is valid on the one whose upstream is down.
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    NODE_ENV: 'production',
    // Warnings and errors only: an access line per request would bury the run's own report.
    LOG_LEVEL: 'warn',
    // Counters in memory: each run starts fresh, whatever Redis kept from an earlier run.
    REDIS_URL: '',
    // The embedded database, fresh for every run, even where CI points DATABASE_URL at a real server.
    DATABASE_URL: '',
    GOOGLE_CLIENT_ID: 'nutri-portal-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-google-client-secret',
    GOOGLE_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
    // Every test signs up from the same address; the per-address limit itself is covered by the API tests.
    REGISTRATION_MAX_PER_HOUR: '200',
    // The API's wait between two codes, short so the resend journey does not sit through 60 s of real time;
    // the page's own 60 s countdown runs on its driven clock. The 60 s default is tested in the API suite.
    REGISTRATION_RESEND_SECONDS: String(REGISTRATION_RESEND_SECONDS),
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
  } as Record<string, string>,
};

export const demoAccounts = {
  admin: { email: 'admin@nutri.test', password: 'Admin1234', name: 'Administração' },
  nutri: { email: 'nutri@nutri.test', password: 'Nutri1234' },
  nutri2: { email: 'nutri2@nutri.test', password: 'Nutri1234' },
  patient: { email: 'paciente@nutri.test', password: 'Paciente1234' },
} as const;

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openApi } from './api-client';
import { type demoAccounts, e2e } from './environment';
import { waitForPaint } from './paint';

/** The password of the accounts the journeys register. */
export const PASSWORD = 'Cadastro123';

/**
 * What a journey registers, its own on each attempt: a journey run again (`--repeat-each` while hunting a
 * flaky one, or a retry asked for on the command line) must not meet the account the first attempt created
 * (the API would refuse it as taken). A later attempt's registration number is the next one of the local
 * CFN registry (FREE_CFN_REGISTRATIONS).
 */
function attempt(): number {
  const { retry, repeatEachIndex } = test.info();
  return retry + repeatEachIndex;
}

export const perAttempt = {
  email(address: string): string {
    const n = attempt();
    return n === 0 ? address : address.replace('@', `+tentativa${n}@`);
  },
  registrationNumber(number: string): string {
    return String(Number(number) + attempt());
  },
  /** A name the journey creates where names are unique: a later attempt's differs from the first's. */
  name(text: string): string {
    const n = attempt();
    return n === 0 ? text : `${text} ${n + 1}`;
  },
};

/** Where the setup project (sign-in.setup.ts) keeps each demo role's signed-in browser state. */
export function storageStateOf(role: keyof typeof demoAccounts): string {
  return `${e2e.dataDir}-auth/${role}.json`;
}

/** A journey that starts signed in (storageState) opens its first page; the session must still be alive. */
export async function openSignedIn(page: Page, path = '/home') {
  await page.goto(path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Signs in through the form, as a user does: for the journeys about signing in. Every other journey starts
 * signed in through startSignedIn, which skips the form's overlay and typing.
 */
export async function signIn(page: Page, account: { email: string; password: string }, baseUrl = '') {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Starts a journey signed in without the form: the portal's own sign-in call (POST /api/session, the call
 * the form makes) seals a real session into this browser's cookies, then the journey opens `path`.
 */
export async function startSignedIn(
  page: Page,
  account: { email: string; password: string },
  { path = '/home', baseUrl = e2e.portalUrl }: { path?: string; baseUrl?: string } = {},
) {
  const answer = await page.request.post(`${baseUrl}/api/session`, {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseUrl },
  });
  expect(answer.status(), `sign-in of ${account.email}`).toBe(200);
  await page.goto(`${baseUrl}${path}`);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * The region named `name`, scrolled to as she would to read it: a part far down a page loads as it nears
 * the view (components/ui/part-near-view.tsx), not with the page.
 */
export async function scrollToRegion(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/**
 * Scrolls the page to its foot a screen at a time, then back to its top, as someone who read all of it: the
 * parts that load as they near the view are then all there.
 */
export async function scrollThroughPage(page: Page) {
  const step = await page.evaluate(() => window.innerHeight);
  for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += step) {
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
    await waitForPaint(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Opens the header's user menu. A click that lands before the shell has hydrated opens nothing: click again. */
export async function openUserMenu(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * Forgets the session in this browser. The open page is left first: a signed-in page that polls (the
 * notifications bell) would otherwise meet a 401 and send itself to /login, aborting the next navigation.
 */
export async function dropSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { content_type: string; content: string }[];
}

/**
 * The API's outbox, newest first. A connection the server closes while it is being reused (its keep-alive
 * ended, on a loaded runner) fails a read; such a read is tried again, up to three times.
 */
export async function readOutbox(): Promise<OutboxMail[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await (await fetch(`${e2e.apiUrl}/dev/outbox`)).json()) as OutboxMail[];
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The newest e-mail to `to` whose text matches `pattern`, among those after the first `notBefore`, waiting
 * for it to arrive; returns the first group. Not only the newest mail: another one to the same address (a
 * booking's notice, sent after its answer) may land after the one awaited.
 */
export async function readMail(to: string, pattern: RegExp, notBefore = 0): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const mails = (await readOutbox()).filter((mail) => mail.to === to);
      // Newest first: the mails after the first `notBefore` lead the list.
      const fresh = mails.slice(0, Math.max(mails.length - notBefore, 0));
      found = fresh.map((mail) => mail.text.match(pattern)?.[1]).find((group) => group !== undefined) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

export const readCode = (email: string, notBefore = 0) =>
  readMail(email, /código de confirmação é: (\w{4})/, notBefore);

/** Registers and confirms an account through the API alone (the wizard has its own tests). */
export async function registerThroughApi(
  request: APIRequestContext,
  applicant: { name?: string; email: string; crnNumber: number; number: string },
) {
  const created = await request.post(`${e2e.apiUrl}/v1/registration`, {
    data: {
      account_type: 'NUTRITIONIST',
      name: applicant.name ?? 'Paula Menezes',
      birth_date: '1985-02-20',
      gender: 'FEMALE',
      email: applicant.email,
      password: PASSWORD,
      nutritionist_details: { crn: applicant.crnNumber, registration_number: applicant.number },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const code = await readCode(applicant.email);
  expect(
    (await request.post(`${e2e.apiUrl}/v1/registration/${id}/confirm`, { data: { code } })).status(),
  ).toBe(200);
}

/** The product's time zone: the journeys read dates and hours as a user in São Paulo sees them. */
export const SAO_PAULO = 'America/Sao_Paulo';

/** São Paulo's wall clock of an instant, as 'YYYY-MM-DD HH:mm'. */
export const saoPauloWallTime = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: SAO_PAULO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

/**
 * A nutritionist of the journey's own, registered through the API, with one patient who accepted her
 * invitation by signing up in the app (the API's registration): data no other journey reads or changes.
 */
export async function registerNutritionistWithPatient(
  request: APIRequestContext,
  people: { nutritionist: string; patient: string; patientName: string; crnNumber: number; number: string },
) {
  const nutritionist = { email: perAttempt.email(people.nutritionist), password: PASSWORD };
  await registerThroughApi(request, {
    email: nutritionist.email,
    crnNumber: people.crnNumber,
    number: perAttempt.registrationNumber(people.number),
  });
  const api = await openApi(nutritionist);
  const patientId = await addPatientThroughApi(request, api, {
    email: perAttempt.email(people.patient),
    name: people.patientName,
  });
  return { nutritionist, patientId };
}

/**
 * A new patient of the nutritionist signed in as `api`: she invites the e-mail, the link is accepted, and the
 * app signs the patient up, which links the account. Answers the patient's id.
 */
export async function addPatientThroughApi(
  request: APIRequestContext,
  api: { id: number; call: (path: string, json?: unknown) => Promise<Response> },
  patient: { email: string; name: string; birthDate?: string; gender?: 'FEMALE' | 'MALE' },
): Promise<number> {
  const invited = await api.call('/v1/connection-requests', {
    nutritionist_id: api.id,
    patient_email: patient.email,
  });
  expect(invited.status).toBe(201);
  // She accepts from the e-mailed link, then the app signs her up: confirming the account links it.
  const acceptanceCode = await readMail(patient.email, /\/connection-requests\/acceptance-codes\/([\w-]+)/);
  const accepted = await request.post(
    `${e2e.apiUrl}/v1/connection-requests/acceptance-codes/${acceptanceCode}`,
  );
  expect(accepted.status()).toBe(204);
  const created = await request.post(`${e2e.apiUrl}/v1/registration`, {
    data: {
      account_type: 'PATIENT',
      name: patient.name,
      birth_date: patient.birthDate ?? '1990-03-14',
      gender: patient.gender ?? 'FEMALE',
      email: patient.email,
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const code = await readCode(patient.email);
  const confirmed = await request.post(`${e2e.apiUrl}/v1/registration/${id}/confirm`, { data: { code } });
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as { user_id: number }).user_id;
}

// Accounts end to end: registration with the e-mailed code, password recovery from the e-mailed link,
// and Google sign-in against a real OpenID Connect issuer on this machine — all on the real portal and API.
import { expect, type Page, test } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { startTestIssuer, type TestIssuer } from '../../upstream/src/oidc/issuer';
import { demoAccounts, e2e } from './environment';
import {
  dropSession,
  PASSWORD,
  perAttempt,
  readCode,
  readMail,
  registerThroughApi,
  signIn,
  startSignedIn,
} from './helpers';

const wizard = messages.RegistrationWizard;
const catalogue = messages.RegistrationErrors;

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

interface Applicant {
  name?: string;
  email: string;
  crn: string;
  number: string;
}

const continueButton = (page: Page) => page.getByRole('button', { name: wizard.continue });
const stepTitle = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function fillUpToProfessional(page: Page, applicant: Applicant) {
  await page.getByLabel(wizard.name, { exact: true }).fill(applicant.name ?? 'Marina Duarte');
  await page.getByLabel(wizard.birthDate, { exact: true }).pressSequentially('15081988');
  await page.getByLabel(wizard.gender, { exact: true }).selectOption({ label: wizard.genderFemale });
  await continueButton(page).click();
  await expect(stepTitle(page, wizard.emailTitle)).toBeFocused();
  await page.getByLabel(wizard.email, { exact: true }).fill(applicant.email);
  await continueButton(page).click();
  await expect(stepTitle(page, wizard.passwordTitle)).toBeVisible();
  await page.getByLabel(wizard.password, { exact: true }).fill(PASSWORD);
  await continueButton(page).click();
  await expect(stepTitle(page, wizard.professionalTitle)).toBeVisible();
  await page.getByLabel(wizard.crn, { exact: true }).selectOption({ label: applicant.crn });
  await page.getByLabel(wizard.registrationNumber, { exact: true }).fill(applicant.number);
}

async function reachCodeStep(page: Page, applicant: Applicant) {
  await page.goto('/nutritionist-registration');
  await fillUpToProfessional(page, applicant);
  await continueButton(page).click();
  await expect(stepTitle(page, wizard.codeTitle)).toBeVisible();
}

// Next.js keeps its own (empty) route announcer with role alert, so alerts are found by their text.
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectInlineError(page: Page, text: string) {
  const alert = alertWith(page, text);
  await expect(alert).toHaveText(text);
  await expect(alert.locator('svg')).toBeVisible();
}

test.describe('nutritionist registration', () => {
  test('a new nutritionist registers end to end with the e-mailed code, then signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: messages.LoginPage.createAccount }).click();
    await expect(page).toHaveURL(/\/nutritionist-registration$/);
    await expect(page).toHaveTitle(new RegExp(messages.RegistrationPage.title));
    await expect(page.getByText('Etapa 1 de 6')).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();

    const email = perAttempt.email('marina.duarte@clinica.com.br');
    const number = perAttempt.registrationNumber('12345');
    await fillUpToProfessional(page, { email, crn: 'CRN-3', number });
    await expect(page.getByText(wizard.registrationNumberHelp)).toBeVisible();
    await continueButton(page).click();
    await expect(stepTitle(page, wizard.codeTitle)).toBeFocused();
    await expect(page.getByText(email, { exact: false })).toBeVisible();

    const code = await readCode(email);
    await page.getByLabel(wizard.code, { exact: true }).pressSequentially(`${code}99`);
    await expect(page.getByLabel(wizard.code, { exact: true })).toHaveValue(code);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: wizard.successTitle })).toBeFocused();
    await expect(page.getByRole('link', { name: wizard.haveAccount })).toHaveAttribute('href', '/login');

    await page.getByRole('link', { name: wizard.access }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email, password: PASSWORD });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pacientes' }),
    ).toBeVisible();
  });

  test('every error of the catalogue is shown inline with its exact text', async ({ page }) => {
    const email = perAttempt.email('catalogo@clinica.com.br');
    await page.goto('/nutritionist-registration');
    await fillUpToProfessional(page, { email, crn: 'CRN-2', number: '99999' });
    await continueButton(page).click();
    await expectInlineError(page, catalogue.nutritionistNotRegisteredInCfn);

    // The other refusals have texts of their own: this pair belongs to the demo nutritionist.
    await page.getByLabel(wizard.crn, { exact: true }).selectOption({ label: 'CRN-3' });
    await page.getByLabel(wizard.registrationNumber, { exact: true }).fill('10001');
    await continueButton(page).click();
    await expectInlineError(page, 'Já existe uma conta cadastrada com este número de inscrição e CRN.');

    // A payload the form never sends (it checks the number first) is what the API calls invalid data.
    await page.route('**/api/v1/registration', (route) => {
      const body = route.request().postDataJSON() as { nutritionist_details: Record<string, unknown> };
      body.nutritionist_details.registration_number = '12';
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByLabel(wizard.registrationNumber, { exact: true }).fill('44444');
    await page.getByLabel(wizard.crn, { exact: true }).selectOption({ label: 'CRN-4' });
    await continueButton(page).click();
    await expectInlineError(page, catalogue.invalidData);
    await page.unroute('**/api/v1/registration');

    const steps = page.getByRole('navigation', { name: wizard.stepsLabel });
    await steps.getByRole('button', { name: /E-mail/ }).click();
    await page.getByLabel(wizard.email, { exact: true }).fill(demoAccounts.nutri.email);
    await continueButton(page).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await expectInlineError(page, catalogue.emailAlreadyRegistered);

    await steps.getByRole('button', { name: /E-mail/ }).click();
    await page.getByLabel(wizard.email, { exact: true }).fill(email);
    await steps.getByRole('button', { name: /Registro profissional/ }).click();
    await continueButton(page).click();
    await expect(stepTitle(page, wizard.codeTitle)).toBeVisible();
    const code = await readCode(email);
    await page.getByLabel(wizard.code, { exact: true }).fill(otherCode(code));
    await continueButton(page).click();
    await expectInlineError(page, catalogue.invalidConfirmationCode);
  });

  test('brute force on the code: after 5 wrong codes even the right one is refused', async ({ page }) => {
    const email = perAttempt.email('forca.bruta@clinica.com.br');
    await reachCodeStep(page, { email, crn: 'CRN-1', number: '54321' });
    const code = await readCode(email);
    const field = page.getByLabel(wizard.code, { exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await field.fill(String((Number(code) + attempt) % 10_000).padStart(4, '0'));
      await continueButton(page).click();
      await expectInlineError(page, catalogue.invalidConfirmationCode);
    }
    await field.fill(code);
    await continueButton(page).click();
    await expectInlineError(page, 'Número máximo de tentativas atingido. Solicite um novo código.');
  });

  test('the resend countdown runs 60 s, the API refuses early resends, and a resend restarts it', async ({
    page,
  }) => {
    await page.clock.install();
    const email = perAttempt.email('reenvio@clinica.com.br');
    await reachCodeStep(page, { email, crn: 'CRN-5', number: perAttempt.registrationNumber('55555') });
    const sentAt = Date.now();
    await readCode(email);
    await expect(page.getByRole('button', { name: 'Reenviar código em 60s' })).toBeDisabled();
    await page.clock.fastForward('00:30');
    await expect(page.getByRole('button', { name: 'Reenviar código em 30s' })).toBeDisabled();
    await page.clock.fastForward('00:30');
    const resend = page.getByRole('button', { name: wizard.resend, exact: true });
    await expect(resend).toBeEnabled();

    // Only the page's clock moved: the API still counts from its own send and says how long to wait
    // (its Retry-After).
    await resend.click();
    await expect(alertWith(page, /Aguarde \d+ segundos para pedir um novo código\./)).toBeVisible();

    // The API's own wait is short in this stack (e2e.registrationResendSeconds), so this sleeps seconds.
    await page.waitForTimeout(Math.max(0, sentAt + (e2e.registrationResendSeconds + 1) * 1000 - Date.now()));
    await resend.click();
    await expect(statusWith(page, `Enviamos um novo código para ${email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar código em 60s' })).toBeDisabled();
    const newCode = await readCode(email, 1);
    await page.getByLabel(wizard.code, { exact: true }).fill(newCode);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: wizard.successTitle })).toBeVisible();
  });

  // The registration, recovery and failed-Google sign-in pages are checked with axe by accessibility.spec.ts.
  test("'failedGoogleAuth' on the sign-in page says Google failed, unless it is 'false'", async ({
    page,
  }) => {
    await page.goto('/login?failedGoogleAuth=true');
    await expect(alertWith(page, messages.LoginPage.googleFailed)).toBeVisible();
    // The parameter alone says it (spec 1 §2 names no value); 'false' does not.
    await page.goto('/login?failedGoogleAuth');
    await expect(alertWith(page, messages.LoginPage.googleFailed)).toBeVisible();
    await page.goto('/login?failedGoogleAuth=false');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(alertWith(page, messages.LoginPage.googleFailed)).toHaveCount(0);
  });
});

// In order, in one worker: the brute force spends what is left of the address's hourly budget, so the
// recovery journey must have taken its two requests first. Run in parallel (the suite's default), the brute
// force sometimes came first and the recovery journey was refused ('Muitas tentativas').
test.describe('password recovery', () => {
  test.describe.configure({ mode: 'default' });
  const forgot = messages.ForgotPasswordPage;
  const reset = messages.ResetPasswordPage;

  test('the e-mailed link sets a new password once and ends the other sessions', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const email = perAttempt.email('recupera@clinica.com.br');
    await registerThroughApi(request, {
      email,
      crnNumber: 6,
      number: perAttempt.registrationNumber('66666'),
    });
    const elsewhere = await browser.newContext({ baseURL: e2e.portalUrl });
    const otherPage = await elsewhere.newPage();
    await startSignedIn(otherPage, { email, password: PASSWORD });

    await page.goto('/login');
    await page.getByRole('link', { name: messages.LoginPage.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel(forgot.email, { exact: true }).fill('ninguem@clinica.com.br');
    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(statusWith(page, forgot.sent)).toBeVisible();

    await page.goto('/forgot-password');
    await page.getByLabel(forgot.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(statusWith(page, forgot.sent)).toBeVisible();

    const link = await readMail(email, /(http\S+\/reset-password\/\S+)/);
    expect(new URL(link).origin).toBe(e2e.portalUrl);
    await page.goto(link);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await page.getByLabel(reset.password, { exact: true }).fill('Recuperada1');
    await page.getByLabel(reset.confirmation, { exact: true }).fill('Recuperada1');
    await page.getByRole('button', { name: reset.submit }).click();
    await expect(statusWith(page, reset.doneTitle)).toBeVisible();

    // The other browser's session was ended: its next page says so (and offers signing in again).
    await otherPage.goto('/home');
    await expect(otherPage).toHaveURL(/\/session-expired$/);
    await elsewhere.close();

    await page.getByRole('link', { name: reset.goToLogin }).click();
    await signIn(page, { email, password: 'Recuperada1' });

    await dropSession(page);
    await page.goto(link);
    await expect(alertWith(page, reset.invalidTitle)).toBeVisible();
    // A used link offers no form, so the promise about saving would only confuse.
    await expect(page.getByText(reset.subheading)).toHaveCount(0);
    await expect(page.getByRole('link', { name: reset.requestNew })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('brute force on the recovery form is refused', async ({ page }) => {
    let refused = false;
    // 10 requests an hour per address (PASSWORD_RESET_MAX_PER_HOUR); the test above used 2 of them.
    for (let attempt = 0; attempt < 11 && !refused; attempt++) {
      await page.goto('/forgot-password');
      await page.getByLabel(forgot.email, { exact: true }).fill(`tentativa${attempt}@clinica.com.br`);
      await page.getByRole('button', { name: forgot.submit }).click();
      const outcome = statusWith(page, forgot.sent).or(page.getByText(forgot.tooMany));
      await expect(outcome).toBeVisible();
      refused = await page.getByText(forgot.tooMany).isVisible();
    }
    expect(refused).toBe(true);
  });
});

test.describe('Google sign-in against a local OpenID Connect issuer', () => {
  // One issuer on its one port: these journeys run one after the other, in one worker.
  test.describe.configure({ mode: 'default' });
  let issuer: TestIssuer;
  test.beforeAll(async () => {
    issuer = await startTestIssuer({
      port: e2e.oidc.port,
      clientId: e2e.oidc.clientId,
      clientSecret: e2e.oidc.clientSecret,
      redirectUris: [e2e.oidc.redirectUri],
    });
  });
  test.afterAll(() => issuer.close());

  async function signInAtIssuer(page: Page, login: string) {
    await page.goto('/login');
    await page.getByRole('link', { name: messages.LoginPage.google }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2e.oidc.issuer}/interaction/`));
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('qualquer');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('the whole round trip ends on /home, with the token never left in the address bar', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await signInAtIssuer(page, demoAccounts.nutri.email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
    expect(visited.filter((url) => url.includes('token='))).toEqual([]);
    const session = await page.evaluate(async () => (await fetch('/api/session')).text());
    expect(session).toContain(demoAccounts.nutri.email);
  });

  test('an e-mail without an account comes back with "Erro ao realizar login com Google"', async ({
    page,
  }) => {
    await signInAtIssuer(page, 'desconhecida@clinica.com.br');
    await expect(page).toHaveURL(/\/login\?failedGoogleAuth=true$/);
    await expect(alertWith(page, messages.LoginPage.googleFailed)).toBeVisible();
  });

  test('a code reaching a browser that did not start the sign-in is refused', async ({ page }) => {
    // A forged link with no sign-in started here, and one with a made-up pending value.
    await page.goto(`/login?token=${'x'.repeat(43)}`);
    await expect(page).toHaveURL(/\/login\?failedGoogleAuth=true$/);
    await expect(alertWith(page, messages.LoginPage.googleFailed)).toBeVisible();
    await page
      .context()
      .addCookies([{ name: 'nutri-google-pending', value: 'y'.repeat(43), url: e2e.portalUrl }]);
    await page.goto(`/login?token=${'x'.repeat(43)}`);
    await expect(page).toHaveURL(/\/login\?failedGoogleAuth=true$/);
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });

  test('login CSRF: another site that starts a sign-in in a popup and sends the tab to its own finish URL changes nobody’s session', async ({
    browser,
    page,
  }) => {
    // Two browsers and a full sign-in at the issuer: slow on a loaded machine.
    test.slow();
    // The attacker finishes a Google sign-in of their own account in their own browser and keeps the
    // finish URL instead of using it: without its pending cookie, its own portal redeems nothing.
    const attackerContext = await browser.newContext();
    const attacker = await attackerContext.newPage();
    let forgedUrl = '';
    attacker.on('request', (request) => {
      if (/\/login\?token=/.test(request.url())) forgedUrl = request.url();
    });
    await attacker.goto('/login');
    await attacker.getByRole('link', { name: messages.LoginPage.google }).click();
    await expect(attacker).toHaveURL(new RegExp(`^${e2e.oidc.issuer}/interaction/`));
    await attackerContext.clearCookies({ name: 'nutri-google-pending' });
    await attacker.getByPlaceholder('Enter any login').fill(demoAccounts.nutri.email);
    await attacker.getByPlaceholder('and password').fill('qualquer');
    await attacker.getByRole('button', { name: 'Sign-in' }).click();
    await attacker.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => forgedUrl, { timeout: 30_000 }).not.toBe('');
    await attackerContext.close();
    const code = new URL(forgedUrl).searchParams.get('token') ?? '';

    // The victim is signed in as someone else and visits the attacker's page, which opens the portal's
    // start URL in a popup (giving the victim a pending cookie) and then sends the tab to the finish URL.
    await startSignedIn(page, demoAccounts.nutri2);
    const evilPage = 'http://attacker.example/';
    await page.route(evilPage, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<button onclick="window.open('${e2e.portalUrl}/api/auth/google', 'g', 'popup')">Ver oferta</button>`,
      }),
    );
    await page.goto(evilPage);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver oferta' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${e2e.oidc.issuer}/interaction/`));
    for (const target of [`${e2e.portalUrl}/api/auth/google/finish?token=${code}`, forgedUrl]) {
      await page.goto(target);
      const session = await page.request.get('/api/session');
      expect(session.status()).toBe(200);
      expect((await session.json()).email).toBe(demoAccounts.nutri2.email);
    }
    await popup.close();

    // A signed-out victim is not signed in as the attacker either.
    await dropSession(page);
    await page.goto(evilPage);
    const secondPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver oferta' }).click();
    await expect(await secondPopup).toHaveURL(new RegExp(`^${e2e.oidc.issuer}/interaction/`));
    await page.goto(`${e2e.portalUrl}/api/auth/google/finish?token=${code}`);
    await expect(page).toHaveURL(/\/login\?failedGoogleAuth=true$/);
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });
});

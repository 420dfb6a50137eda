// A patient from the first visit (issue 51): the nutritionist opens the record of a woman with no e-mail,
// plans and books for her, then invites her to the app; the patient accepts in her own browser and signs
// up with that e-mail, and the nutritionist finds one patient with all of it, now using the app. An app
// user's e-mail is refused for a new record.

import { expectAccessibleAndFitting } from './axe';
import { e2e } from './environment';
import { bookThroughApi, createPlanThroughApi, expect, foodNamed, test } from './fixtures';
import { PASSWORD, readCode, readMail } from './helpers';

test('a record without the app becomes the patient who signs up with its e-mail', async ({
  page,
  browser,
  request,
  nutritionist,
  addPatient,
}) => {
  // Her nutritionist is the journey's own: the name need not be unique, only a name the app accepts.
  const name = 'Marta Registro Lima';
  const email = `marta.${Date.now()}@jornadas.test`;

  await page.goto('/patients');
  await page.getByRole('button', { name: 'Novo paciente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo paciente' });
  await dialog.getByLabel('Nome completo').fill(name);
  await dialog.getByLabel('Sexo').selectOption('FEMALE');
  await dialog.getByLabel('Data de nascimento').fill('12/04/1980');
  // The dialog on a phone: it fits, and axe finds nothing.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Criar paciente' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Ainda não usa o aplicativo')).toBeVisible();
  await expectAccessibleAndFitting(page);
  const patientId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // Her plan and her consultation, through the API: the screens that make them have their own journeys.
  await createPlanThroughApi(nutritionist.api, patientId, [
    {
      period: 'BREAKFAST',
      meal_foodstuffs: [
        {
          foodstuff_id: await foodNamed(nutritionist.api, 'Arroz, integral, cozido'),
          quantity: 1,
          baseline_weight: 100,
        },
      ],
    },
  ]);
  await bookThroughApi(nutritionist, patientId);

  await page.getByRole('button', { name: 'Convidar para o aplicativo' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar para o aplicativo' });
  await invite.getByLabel('E-mail do paciente').fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado com sucesso para o e-mail ${email}!`)).toBeVisible();

  // She accepts in her own browser, then signs up in the app with the same e-mail.
  const code = await readMail(email, /\/connection-requests\/acceptance-codes\/([\w-]+)/);
  const hers = await browser.newContext();
  const herPage = await hers.newPage();
  await herPage.goto(`${e2e.portalUrl}/connection-requests/acceptance-codes/${code}`);
  await expect(herPage.getByText('Solicitação aceita com sucesso!')).toBeVisible();
  await hers.close();
  const signUp = await request.post(`${e2e.apiUrl}/v1/registration`, {
    data: {
      account_type: 'PATIENT',
      name,
      birth_date: '1980-04-12',
      gender: 'FEMALE',
      email,
      password: PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  const { id: registration } = (await signUp.json()) as { id: string };
  const confirmed = await request.post(`${e2e.apiUrl}/v1/registration/${registration}/confirm`, {
    data: { code: await readCode(email) },
  });
  expect(await confirmed.json()).toEqual({ user_id: patientId });

  // One patient, with her plan and consultation, now in the app.
  await page.goto(`/patients?name=${encodeURIComponent(name)}`);
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByText('Usa o app')).toBeVisible();
  await rows.getByRole('link', { name }).click();
  await expect(page.getByText('Ainda não usa o aplicativo')).toHaveCount(0);
  const plan = await nutritionist.api.get(`/v1/users/${patientId}`);
  expect(plan.meal_plans).toHaveLength(1);
  const agenda = await nutritionist.api.get(
    `/v1/appointments?nutritionist_id=${nutritionist.api.id}&patient_id=${patientId}`,
  );
  expect(JSON.stringify(agenda)).toContain(`"patient_id":${patientId}`);

  // An app user's e-mail is not taken for a new record.
  const appUser = await addPatient({ name: 'Ana Aplicativo' });
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Novo paciente' }).click();
  const again = page.getByRole('dialog', { name: 'Novo paciente' });
  await again.getByLabel('Nome completo').fill('Ana Outra');
  await again.getByLabel('Sexo').selectOption('FEMALE');
  await again.getByLabel('Data de nascimento').fill('01/02/1990');
  await again.getByLabel('E-mail (opcional)').fill(appUser.email);
  await again.getByRole('button', { name: 'Criar paciente' }).click();
  await expect(again.getByText(/Este e-mail já está em uso/)).toBeVisible();
});

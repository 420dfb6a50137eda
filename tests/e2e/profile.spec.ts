import sharp from 'sharp';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { openApi } from './api-client';
import { expectAccessibleAndFitting } from './axe';
import { demoAccounts, e2e } from './environment';
import { bookThroughApi, expect, test } from './fixtures';
import { openUserMenu, PASSWORD, perAttempt, registerThroughApi, startSignedIn } from './helpers';

const t = messages.Profile;

// dd/mm/yyyy whatever the browser's language.
test.use({ locale: 'en-US' });

test("the nutritionist sees her account, each read-only field saying why, and her preview's real figures", async ({
  page,
}) => {
  // The seeded account, read and never changed: its rating and age are the seed's.
  await startSignedIn(page, demoAccounts.nutri);
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

  // Read-only, each saying why.
  await expect(page.getByTestId('profile-name')).toHaveText('Camila Rocha Andrade');
  await expect(page.getByTestId('profile-email')).toHaveText('nutri@nutri.test');
  await expect(page.getByTestId('profile-birthDate')).toHaveText('22/07/1988');
  await expect(page.getByTestId('profile-gender')).toHaveText('Feminino');
  await expect(page.getByTestId('profile-registrationNumber')).toHaveText('10001');
  await expect(page.getByTestId('profile-crn')).toHaveText('CRN-3');
  await page.getByRole('button', { name: `${t.whyReadOnly} (${t.crn})` }).focus();
  await expect(page.getByRole('tooltip', { name: t.tooltips.crn })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip', { name: t.tooltips.crn })).toBeHidden();

  // The preview's figures are real: the seeded rating, months since the account was created, no comments.
  const preview = page.getByRole('region', { name: t.previewTitle });
  await expect(preview.getByTestId('preview-rating')).toHaveText('Avaliação média 4,8 de 5');
  await expect(preview.getByTestId('preview-months')).toHaveText(/^1[12] meses na plataforma$/);
  await expect(preview.getByText(t.noComments)).toBeVisible();
  await expect(preview.getByText(t.previewNote)).toBeVisible();
  await expectAccessibleAndFitting(page);
});

test('she changes specialisations and her address by CEP or typed; the consultation and her patient follow', async ({
  page,
  nutritionist,
  addPatient,
}) => {
  test.slow();
  const nutri = nutritionist.api;
  const { id: patientId, email: patientEmail } = await addPatient({ name: 'Renata Campos' });
  const consultation = await bookThroughApi(nutritionist, patientId);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  const preview = page.getByRole('region', { name: t.previewTitle });

  // Specialisations: the preview follows and the toast says so.
  // A new nutritionist has none yet.
  await expect(preview.getByText('Nutrição Esportiva')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Nutrição Esportiva' }).check();
  await page.getByRole('button', { name: t.saveSpecializations }).click();
  await expect(page.getByText(t.specializationsUpdated)).toBeVisible();
  await expect(preview.getByTestId('preview-specializations')).toContainText('Nutrição Esportiva');

  // Her patient reads only name, photo and specialisations.
  const patient = await openApi({ email: patientEmail, password: PASSWORD });
  const seen = await patient.get(`/v1/nutritionists/${nutri.id}`);
  expect(Object.keys(seen).sort()).toEqual(['id', 'name', 'photo_url', 'specializations']);
  expect(seen.specializations.map((s: { name: string }) => s.name)).toContain('Nutrição Esportiva');

  // The address by CEP. One the lookup does not know (a real Copacabana CEP, outside the local table) is
  // no dead end: she types city, neighbourhood and street, picks the state among the 27 UFs, and saves.
  // She has none yet: the suggestion and the card both offer to add it.
  await page.getByRole('button', { name: t.addAddress }).first().click();
  const dialog = page.getByRole('dialog', { name: t.addressDialog.title });
  await expect(dialog).toBeVisible();
  const cep = dialog.getByLabel(t.addressDialog.zipCode);
  await cep.fill('22041001');
  await expect(dialog.getByText(t.addressDialog.zipCodeNotFound)).toBeVisible();
  await expect(dialog.getByText(t.addressDialog.invalidZipCode)).toHaveCount(0);
  const street = dialog.getByRole('textbox', { name: t.addressDialog.street });
  await expect(street).toHaveValue('');
  await expect(street).toBeEditable();
  const state = dialog.getByRole('combobox', { name: t.addressDialog.state });
  await expect(state.getByRole('option')).toHaveCount(28);
  await dialog.getByRole('textbox', { name: t.addressDialog.city }).fill('Rio de Janeiro');
  await state.selectOption('RJ');
  await dialog.getByRole('textbox', { name: t.addressDialog.neighborhood }).fill('Copacabana');
  await street.fill('Rua Barata Ribeiro');
  await expect(dialog.getByRole('button', { name: t.addressDialog.save })).toBeDisabled();
  await dialog.getByLabel(t.addressDialog.number).fill('502');
  await dialog.getByLabel(t.addressDialog.complement).fill('Apto 301');
  await expectAccessibleAndFitting(page);
  await dialog.getByRole('button', { name: t.addressDialog.save }).click();
  await expect(page.getByText(t.addressDialog.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('profile-address')).toContainText('Rua Barata Ribeiro, 502 – Apto 301');
  await expect(page.getByTestId('profile-address')).toContainText(
    'Copacabana, Rio de Janeiro/RJ – CEP 22041-001',
  );
  const saved = await nutri.get(`/v1/nutritionists/${nutri.id}`);
  expect(saved.address).toMatchObject({ zip_code: '22041001', state: 'RJ', street: 'Rua Barata Ribeiro' });

  // The same typing at 375 px: it fits and stays accessible; a CEP left short says it is invalid.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: t.editAddress }).click();
  await cep.fill('22041002');
  await expect(dialog.getByText(t.addressDialog.zipCodeNotFound)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: t.addressDialog.state })).toBeVisible();
  await expectAccessibleAndFitting(page);
  await cep.fill('2204');
  await cep.blur();
  await expect(dialog.getByText(t.addressDialog.invalidZipCode)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.addressDialog.save })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 720 });

  // A CEP the lookup knows fills the rest.
  await cep.fill('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(dialog.getByLabel(t.addressDialog.street)).toHaveValue('Avenida Paulista');
  await expect(dialog.getByLabel(t.addressDialog.neighborhood)).toHaveValue('Bela Vista');
  await expect(dialog.getByLabel(t.addressDialog.city)).toHaveValue('São Paulo');
  await expect(dialog.getByLabel(t.addressDialog.state)).toHaveValue('SP');
  await expect(dialog.getByRole('button', { name: t.addressDialog.save })).toBeDisabled();
  await dialog.getByLabel(t.addressDialog.number).fill('1578');
  await dialog.getByLabel(t.addressDialog.complement).fill('Sala 805');
  await dialog.getByRole('button', { name: t.addressDialog.save }).click();
  await expect(page.getByText(t.addressDialog.updated)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('profile-address')).toContainText('Avenida Paulista, 1578 – Sala 805');
  await expect(page.getByTestId('profile-address')).toContainText('Bela Vista, São Paulo/SP – CEP 01310-100');

  // The same dialog at 375 px: fits, and stays accessible.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: t.editAddress }).click();
  await expect(dialog.getByLabel(t.addressDialog.street)).toHaveValue('Avenida Paulista');
  await expectAccessibleAndFitting(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectAccessibleAndFitting(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A presential consultation takes place at the address of her profile.
  await page.goto(`/appointments/${consultation}`);
  await expect(page.getByText('Avenida Paulista, 1578 – Sala 805 – Bela Vista, São Paulo/SP')).toBeVisible();
});

test('suggestions: a dismissal stays in a fresh browser; an avatar and her own photo show in the menu at once', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // A new nutritionist with an avatar and no address: the address suggestion applies. New on each attempt:
  // no call takes a dismissal back, and the first attempt's would hide the suggestion from a retry.
  const account = { email: perAttempt.email('sugestoes@clinica.com.br'), password: PASSWORD };
  await registerThroughApi(request, {
    email: account.email,
    crnNumber: 9,
    number: perAttempt.registrationNumber('99998'),
  });
  const api = await openApi(account);
  const [avatar] = (await api.get('/v1/avatar-photos?page=0&size=1')).content;
  await api.put(`/v1/users/${api.id}/photos/${avatar.id}`, {});
  await startSignedIn(page, account);
  await page.goto('/profile');
  const suggestion = page.getByRole('listitem').filter({ hasText: t.addressSuggestionTitle });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText(t.avatarSuggestionTitle)).toHaveCount(0);
  await expectAccessibleAndFitting(page);
  await suggestion.getByRole('button', { name: t.dismiss }).click();
  await expect(page.getByText(t.addressSuggestionTitle)).toHaveCount(0);

  const fresh = await browser.newContext({ baseURL: e2e.portalUrl, locale: 'en-US' });
  const other = await fresh.newPage();
  await startSignedIn(other, account);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(other.getByText(t.addressSuggestionTitle)).toHaveCount(0);
  await fresh.close();

  // The avatar chooser: its real count, 12 a page, filtered by gender and searched by tag.
  const { gender } = await api.get('/v1/me');
  const own = await api.get(`/v1/avatar-photos?page=0&size=12&gender=${gender}`);
  const all = await api.get('/v1/avatar-photos?page=0&size=12');
  expect(own.total_elements).toBeLessThan(all.total_elements);
  const userMenu = page.getByRole('button', { name: /Menu do usuário/ });
  await page.getByRole('button', { name: t.changeAvatar }).click();
  // The header counts what the filters find: at first, the avatars of her own gender; 'Todos', every one.
  const chooser = page.getByRole('dialog', { name: /^Escolha seu avatar \(\d+\)$/ });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByLabel('Gênero')).toHaveValue(gender);
  await expect(chooser).toHaveAccessibleName(`Escolha seu avatar (${own.total_elements})`);
  await chooser.getByLabel('Gênero').selectOption('');
  await expect(chooser).toHaveAccessibleName(`Escolha seu avatar (${all.total_elements})`);
  await expect(chooser.getByRole('button', { name: /^Escolher o avatar:/ })).toHaveCount(
    Math.min(12, all.total_elements),
  );
  await chooser.getByLabel('Gênero').selectOption('FEMALE');
  await chooser.getByLabel('Buscar por características').fill('mulher');
  const women = await api.get('/v1/avatar-photos?page=0&size=12&gender=FEMALE&tags=mulher');
  await expect(chooser).toHaveAccessibleName(`Escolha seu avatar (${women.total_elements})`);
  const female = chooser.getByRole('button', { name: /Escolher o avatar: mulher/ }).first();
  await expect(female).toBeVisible();
  await expectAccessibleAndFitting(page);
  await female.click();
  await expect(page.getByText('Avatar atualizado com sucesso!')).toBeVisible();
  await expect(userMenu.locator('img')).toHaveAttribute('src', /\/avatars\/feminino-/);

  // 'Enviar minha foto': the picture comes back re-encoded, square, and is her photo in the menu.
  const photo = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: t.changeAvatar }).click();
  await expect(chooser).toBeVisible();
  // A refused file: the message shows inside the open dialog, above its backdrop, and the dialog stays.
  await chooser.getByTestId('own-photo-input').setInputFiles({
    name: 'nao-e-foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  const refused = chooser.getByRole('status').getByText(messages.Errors.invalidImage);
  await expect(refused).toBeVisible();
  const box = (await refused.boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="status"]')?.closest('dialog') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe(true);
  await chooser.getByTestId('own-photo-input').setInputFiles({
    name: 'minha-foto.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByText(messages.AvatarChooser.photoUpdated)).toBeVisible();
  await expect(userMenu.locator('img')).toHaveAttribute('src', /\/uploads\/[a-f0-9]{32}\.webp$/);
  const src = await userMenu.locator('img').getAttribute('src');
  const stored = await page.request.get(src!);
  const metadata = await sharp(Buffer.from(await stored.body())).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.width).toBe(metadata.height);
});

// The food photo selector: searching, picking, uploading, and refusing what is not a usable image.
import { expect, test } from '@playwright/test';
import { PHOTO_PAGE_SIZE } from '@/lib/rules/pagination';
import { openApi } from './api-client';
import { makePng, openImageSelector } from './catalogue-helpers';
import { demoAccounts } from './environment';
import { openSignedIn, storageStateOf } from './helpers';

test.use({ storageState: storageStateOf('admin') });

/** The food photos the API holds: the selector shows a page of them, newest first. */
async function countPhotos(): Promise<number> {
  const admin = await openApi(demoAccounts.admin);
  return (await admin.get(`/v1/foodstuff-photos?page=0&size=${PHOTO_PAGE_SIZE}`)).total_elements;
}

test.describe('image selector', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('searches the photos by tags and picking one sets it and closes the modal', async ({ page }) => {
    // The seed's 8, and any the upload journeys added.
    const photos = await countPhotos();
    expect(photos).toBeGreaterThanOrEqual(8);
    const selector = await openImageSelector(page);
    const shown = selector.getByRole('list', { name: 'Imagens de alimentos' }).getByRole('listitem');
    await expect(shown.first()).toBeVisible();
    // Uploads of other journeys may land meanwhile: the page holds what was there between the two counts.
    const count = await shown.count();
    expect(count).toBeGreaterThanOrEqual(Math.min(photos, PHOTO_PAGE_SIZE));
    expect(count).toBeLessThanOrEqual(Math.min(await countPhotos(), PHOTO_PAGE_SIZE));
    await selector.getByRole('searchbox', { name: 'Buscar imagens por tags' }).fill('feijao');
    await expect(selector.getByRole('listitem')).toHaveCount(1);
    await selector.getByRole('button', { name: /Escolher imagem: feijão/ }).click();
    await expect(selector).toBeHidden();
    await expect(page.getByRole('group', { name: 'Imagem' }).locator('img')).toHaveAttribute(
      'src',
      '/foods/beans.svg',
    );
  });

  test('uploads a new image with comma-committed tags and a progress bar, then offers both ways back', async ({
    page,
  }) => {
    const photosBefore = await countPhotos();
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const save = creator.getByRole('button', { name: 'Salvar', exact: true });
    await expect(save).toBeDisabled();

    await creator.locator('input[type="file"]').setInputFiles({
      name: 'bolo.png',
      mimeType: 'image/png',
      buffer: await makePng(600_000, 7),
    });
    await expect(creator.getByRole('img', { name: 'Pré-visualização da imagem escolhida' })).toBeVisible();
    await expect(save).toBeDisabled();
    const tags = creator.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.pressSequentially('bolo, doce,Bolo,cenoura');
    const chips = creator.getByRole('list', { name: 'Tags da imagem' }).getByRole('listitem');
    await expect(chips).toHaveText(['bolo', 'doce']);
    await expect(tags).toHaveValue('cenoura');
    await creator.getByRole('button', { name: 'Remover tag doce' }).click();
    await expect(chips).toHaveText(['bolo']);
    await expect(save).toBeEnabled();

    // A slower link (not a mock: the real portal and API still answer) keeps the progress bar on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await save.click();
    const progress = creator.getByRole('progressbar', { name: 'Enviando imagem...' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const done = page.getByRole('dialog', { name: 'Sucesso!' });
    await expect(done).toContainText('Item cadastrado com sucesso!');
    await done.getByRole('button', { name: 'Cadastrar outra imagem' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Nova imagem' })).toBeVisible();
    await expect(creator.getByRole('list', { name: 'Tags da imagem' })).toHaveCount(0);

    await creator.getByRole('button', { name: 'Voltar', exact: true }).click();
    // The list with the new photo, not the one read before (on a retry it also begins with a 'bolo').
    const photoList = selector.getByRole('list', { name: 'Imagens de alimentos' });
    await expect
      .poll(() => photoList.getByRole('listitem').count())
      .toBeGreaterThanOrEqual(Math.min(photosBefore + 1, PHOTO_PAGE_SIZE));
    const first = photoList.getByRole('button').first();
    await expect(first).toHaveAccessibleName('Escolher imagem: bolo');
    const src = await first.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
    await first.click();
    await expect(selector).toBeHidden();
    await expect(page.getByRole('group', { name: 'Imagem' }).locator('img')).toHaveAttribute('src', src!);
  });

  test('a renamed non-image and an oversize image are refused with clear messages', async ({ page }) => {
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const fileInput = creator.locator('input[type="file"]');
    await creator.getByRole('textbox', { name: 'Tags', exact: true }).pressSequentially('teste,');

    await fileInput.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('apenas texto, não uma foto'),
    });
    await creator.getByRole('button', { name: 'Salvar', exact: true }).click();
    let failure = page.getByRole('alertdialog', { name: 'Erro ao cadastrar imagem' });
    await expect(failure).toContainText('O arquivo escolhido não é uma imagem válida.');
    await failure.locator('button', { hasText: 'Fechar' }).click();

    await fileInput.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: await makePng(6 * 1024 * 1024),
    });
    await creator.getByRole('button', { name: 'Salvar', exact: true }).click();
    failure = page.getByRole('alertdialog', { name: 'Erro ao cadastrar imagem' });
    // Said by its code (FILE_TOO_LARGE): the limit is the API's setting, named only in its detail.
    await expect(failure).toContainText('A imagem é grande demais. Escolha um arquivo menor.');
  });

  test('a drop keeps only its first file and refuses files that are not images', async ({ page }) => {
    const selector = await openImageSelector(page);
    await selector.getByRole('button', { name: 'Nova imagem' }).click();
    const creator = page.getByRole('dialog', { name: 'Nova imagem' });
    const png = (await makePng(2_000)).toString('base64');
    const drop = (files: { name: string; type: string; base64: string }[]) =>
      creator
        .locator('label')
        .filter({ hasText: 'Arraste uma imagem' })
        .evaluate((zone, list) => {
          const transfer = new DataTransfer();
          for (const file of list) {
            const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
            transfer.items.add(new File([bytes], file.name, { type: file.type }));
          }
          zone.dispatchEvent(
            new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
          );
        }, files);

    await drop([{ name: 'notas.txt', type: 'text/plain', base64: btoa('texto') }]);
    await expect(creator.getByText('Escolha um arquivo de imagem.')).toBeVisible();
    await drop([
      { name: 'primeira.png', type: 'image/png', base64: png },
      { name: 'segunda.png', type: 'image/png', base64: png },
    ]);
    await expect(creator.getByText('primeira.png')).toBeVisible();
    await expect(creator.getByText('segunda.png')).toHaveCount(0);
    await expect(creator.getByText('Escolha um arquivo de imagem.')).toHaveCount(0);
  });
});

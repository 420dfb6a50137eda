// Every list and the header at 375 px and 1280 px: one-row header with a keyboard menu, tables that
// become cards instead of scrolling sideways, words that never break inside, one brand mark, square
// thumbnails, named registration steps.
import { expect, type Page, test } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { PASSWORD, scrollToRegion, storageStateOf } from './helpers';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const wizard = messages.RegistrationWizard;

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

async function expectAxeClean(page: Page) {
  // At the top of the page: a link scrolled under the sticky header counts as an obscured target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

/** Words of the matched elements that the browser drew over more than one line ('Feijoad / a'). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Every list row is laid out inside the window: nothing sits right of the screen's edge. */
async function expectRowsInside(page: Page) {
  const overflowing = await page.locator('main tbody tr > *').evaluateAll((cells) =>
    cells
      .filter((cell) => getComputedStyle(cell).display !== 'none')
      .filter((cell) => cell.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
}

test.describe('the nutritionist on a phone', () => {
  test.use({ storageState: storageStateOf('nutri'), viewport: PHONE });

  test('the header keeps one row; its menu opens, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto('/home');
    const header = page.locator('header').first();
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThan(72);
    const brand = header.getByRole('link', { name: 'Nutrir' });
    await expect(brand.locator('svg')).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Consultas' })).toBeHidden();
    await expect(header.getByRole('button', { name: /Notificações/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Dashboard', 'Consultas', 'Pacientes']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectAxeClean(page);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Consultas' })).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Pacientes' }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header).toHaveCount(1);
    expect((await header.boundingBox())?.height).toBeLessThan(72);
  });

  test('every list is cards: no sideways scroll, name first, labelled lines, axe clean', async ({ page }) => {
    test.slow();
    for (const path of ['/home', '/home?tab=LOW', '/patients', '/appointments']) {
      await page.goto(path);
      await expect(page.locator('main table').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectRowsInside(page);
      await expectAxeClean(page);
    }
    // The patients' card: the name on the first line, the rest labelled under it.
    await page.goto('/patients');
    const firstRow = page.locator('main tbody tr').first();
    const name = firstRow.getByRole('rowheader');
    const birthDate = firstRow.getByRole('cell').first();
    expect((await name.boundingBox())!.y).toBeLessThan((await birthDate.boundingBox())!.y);
    const label = await birthDate.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain('Data de nascimento');
  });

  test("the dashboard's tabs all fit; a patient's meals keep whole words and whole calories", async ({
    page,
  }) => {
    test.slow();
    await page.goto('/home');
    const tabs = page.getByRole('tablist').first();
    const tabsBox = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(tabsBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(tabsBox.x + tabsBox.width + 0.5);
    }
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

    await page.goto('/patients');
    await page.locator('main tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/patients\/\d+$/);
    await scrollToRegion(page, messages.PatientSummary.title);
    // Walk back to a day with meals (the demo patients log most days).
    const previous = page.getByRole('button', { name: 'Dia anterior' });
    const meals = page.getByRole('table', { name: messages.PatientSummary.mealsTitle });
    for (let day = 0; day < 5 && !(await meals.isVisible()); day++) {
      await previous.click();
      await page.waitForTimeout(400);
    }
    await expect(meals).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await brokenWords(page, 'main table tbody th')).toEqual([]);
    const clipped = await meals
      .locator('tbody td')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((c) => c.textContent),
      );
    expect(clipped).toEqual([]);
    await expectAxeClean(page);
  });
});

test.describe('the administrator on a phone', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: PHONE });

  test('the food list and the dashboard are cards with square thumbnails and reachable actions', async ({
    page,
  }) => {
    test.slow();
    for (const path of ['/foodstuffs', '/home']) {
      await page.goto(path);
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectRowsInside(page);
      const shapes = await page
        .locator('main tbody img')
        .evaluateAll((images) => images.map((image) => [image.clientWidth, image.clientHeight]));
      for (const [width, height] of shapes) expect(width).toBe(height);
      await expectAxeClean(page);
    }
    await page.goto('/foodstuffs');
    const actions = page.getByRole('button', { name: /Ações/ }).first();
    await expect(actions).toBeInViewport();
    await actions.click();
    await expect(page.getByRole('link', { name: 'Editar' })).toBeInViewport();
  });
});

test.describe('desktop', () => {
  test.use({ storageState: storageStateOf('nutri'), viewport: DESKTOP });

  test('the header shows its links and the brand mark; lists stay tables', async ({ page }) => {
    await page.goto('/patients');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Consultas' })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Nutrir' }).locator('svg')).toBeVisible();
    await expect(page.locator('main thead th').first()).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe('registration steps', () => {
  test('at 375 px each step has a name; at 1280 px no label breaks inside a word', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/nutritionist-registration');
    const steps = page.getByRole('navigation', { name: wizard.stepsLabel }).getByRole('list');
    await expect(steps.getByRole('listitem')).toHaveCount(6);
    // What a screen reader reads of the list: each step's name (the numbers are decorative).
    const read = await steps.ariaSnapshot();
    for (const label of Object.values(wizard.steps)) expect(read).toContain(label);
    await expectNoSidewaysScroll(page);

    await page.setViewportSize(DESKTOP);
    await page.getByLabel(wizard.name, { exact: true }).fill('Marina Duarte');
    await page.getByLabel(wizard.birthDate, { exact: true }).pressSequentially('15081988');
    await page.getByLabel(wizard.gender, { exact: true }).selectOption({ label: wizard.genderFemale });
    await page.getByRole('button', { name: wizard.continue }).click();
    await page.getByLabel(wizard.email, { exact: true }).fill(`steps-${Date.now()}@example.com`);
    await page.getByRole('button', { name: wizard.continue }).click();
    await page.getByLabel(wizard.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: wizard.continue }).click();
    await expect(page.getByRole('heading', { level: 2, name: wizard.professionalTitle })).toBeVisible();
    expect(await brokenWords(page, 'nav ol li')).toEqual([]);
  });
});

/** Today in the product's time zone, as 'YYYY-MM-DD'. */
function productToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const toBr = (iso: string) => iso.split('-').reverse().join('/');
const ptMonth = (yearMonth: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${yearMonth}-15T12:00:00Z`),
  );
/** A calendar day's button: '5 de novembro de 2026'. */
const dayButton = (iso: string) => ({
  name: `${Number(iso.slice(8))} de ${ptMonth(iso.slice(0, 7))} de ${iso.slice(0, 4)}`,
  exact: true,
});
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('the summary pickers in an English browser', () => {
  test.use({ storageState: storageStateOf('nutri'), locale: 'en-US' });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the day is dd/mm/yyyy and the month Portuguese, picked by keyboard`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/patients');
      await page.locator('main tbody tr').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/patients\/\d+$/);
      await scrollToRegion(page, messages.PatientSummary.title);
      const today = productToday();
      const day = page.getByRole('textbox', { name: 'Dia', exact: true });
      await expect(day).toHaveValue(toBr(today));

      const opener = page.getByRole('button', { name: 'Abrir calendário' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: 'Escolher data' });
      await expect(calendar.getByRole('button', dayButton(today))).toBeFocused();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(day).toHaveValue(toBr(shift(today, -7)));
      await expect(page.getByRole('button', { name: 'Próximo dia' })).toBeEnabled();

      await day.fill('');
      await day.pressSequentially(toBr(shift(today, -1)).replaceAll('/', ''));
      await expect(day).toHaveValue(toBr(shift(today, -1)));
      await opener.click();
      await expect(calendar.getByRole('button', dayButton(shift(today, -1)))).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(opener).toBeFocused();

      await page.getByRole('tab', { name: 'Mensal' }).click();
      if (viewport === PHONE) {
        // Each week's days start a line of their own, below its range, however few days the week has
        // (a month's last week of two days sat squeezed beside 'Sem registros').
        const weeks = page.getByRole('list', { name: 'Semanas do mês' }).getByRole('listitem');
        await expect(weeks.first()).toBeVisible();
        const rows = await weeks.evaluateAll((items) =>
          items.map((item) => {
            const [, range, days] = [...(item.querySelector('button')?.children ?? [])];
            return {
              rangeBottom: range?.getBoundingClientRect().bottom ?? 0,
              daysTop: days?.getBoundingClientRect().top ?? 0,
            };
          }),
        );
        for (const row of rows) expect(row.daysTop).toBeGreaterThanOrEqual(row.rangeBottom);
      }
      const thisMonth = today.slice(0, 7);
      const monthName = (yearMonth: string) =>
        `${new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(new Date(`${yearMonth}-15T12:00:00Z`))} de ${yearMonth.slice(0, 4)}`;
      const month = page.getByRole('button', {
        name: `Mês ${capitalize(monthName(thisMonth))}`,
        exact: true,
      });
      await expect(month).toBeVisible();
      await month.focus();
      await page.keyboard.press('Enter');
      const months = page.getByRole('dialog', { name: 'Escolher mês' });
      await expect(months.getByRole('button', { name: monthName(thisMonth) })).toBeFocused();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const previous = shift(`${thisMonth}-01`, -1).slice(0, 7);
      await expect(
        page.getByRole('button', { name: `Mês ${capitalize(monthName(previous))}`, exact: true }),
      ).toBeFocused();
    });
  }
});

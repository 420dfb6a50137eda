// The public pages as a visitor meets them, on a phone (375 px) and a desktop (1280 px) screen.
import { expect, type Page, test } from '@playwright/test';
import messages from '@/messages/pt-BR.json' with { type: 'json' };
import { demoAccounts } from './environment';
import { startSignedIn } from './helpers';

const header = messages.PublicHeader;
const landing = messages.Landing;
const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// The public pages only read; their journeys share nothing and spread over both workers.
test.describe.configure({ mode: 'parallel' });

const screens = [
  { name: 'phone', width: 375, height: 800, burger: true },
  { name: 'desktop', width: 1280, height: 900, burger: false },
] as const;

async function openMenuIfFolded(page: Page, burger: boolean) {
  if (!burger) return;
  const toggle = page.getByRole('button', { name: header.menu });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const screen of screens) {
  test.describe(`public pages at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('header anchors scroll to their sections', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: header.navLabel });
      for (const [label, id] of [
        [header.features, 'funcionalidades'],
        [header.contact, 'contato'],
        [header.start, 'inicio'],
      ] as const) {
        await openMenuIfFolded(page, screen.burger);
        await nav.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`#${id} h1, #${id} h2`).first()).toBeInViewport();
        if (screen.burger) {
          await expect(page.getByRole('button', { name: header.menu })).toHaveAttribute(
            'aria-expanded',
            'false',
          );
        }
      }
    });

    test("'Conheça mais' and 'Baixar App' scroll to the features and the download section", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: landing.hero.learnMore }).click();
      await expect(page.getByRole('heading', { level: 2, name: landing.features.title })).toBeInViewport();

      await page.getByRole('main').getByRole('link', { name: header.downloadApp }).click();
      await expect(page).toHaveURL(/#baixar-app$/);
      await expect(page.getByRole('link', { name: /App Store/ })).toBeInViewport();
      await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute(
        'href',
        /^https:\/\/apps\.apple\.com\//,
      );
      await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
    });

    test("'Entrar como Nutricionista' leads to the sign-in page", async ({ page }) => {
      await page.goto('/');
      await openMenuIfFolded(page, screen.burger);
      await page.getByRole('banner').getByRole('link', { name: header.signIn }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('feedback arrows appear only when the carousel can move that way', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const track = page.getByRole('region', { name: landing.feedback.listLabel });
      const previous = page.getByRole('button', { name: landing.feedback.previous });
      const next = page.getByRole('button', { name: landing.feedback.next });
      await track.scrollIntoViewIfNeeded();

      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
      await next.click();
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(400);
      await expect(previous).toBeVisible();

      while (await next.isVisible()) await next.click();
      await expect(previous).toBeVisible();
      await expect(previous).toBeFocused();
      await expect
        .poll(() =>
          track.evaluate((element) => element.scrollLeft + element.clientWidth - element.scrollWidth),
        )
        .toBeGreaterThanOrEqual(-1);
    });

    test('contact form: Enviar waits for every field, then hands over or offers the clipboard', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto('/#contato');
      const send = page.getByRole('button', { name: landing.contact.submit });
      await expect(send).toBeDisabled();
      await expect(page.getByText(landing.contact.incomplete)).toBeVisible();

      await page.getByLabel(landing.contact.name).fill('Ana');
      await page.getByLabel(landing.contact.subject).fill('   ');
      await page.getByLabel(landing.contact.message).fill('Como conecto meu nutricionista?');
      await expect(send).toBeDisabled();
      await page.getByLabel(landing.contact.subject).fill('Dúvida');
      await expect(send).toBeEnabled();
      await expect(page.getByText(landing.contact.incomplete)).toBeHidden();

      // No mail client answers: window.open gives nothing back.
      await page.evaluate(() => {
        window.open = () => null;
      });
      const dialogs: { type: string; message: string }[] = [];
      page.once('dialog', async (dialog) => {
        dialogs.push({ type: dialog.type(), message: dialog.message() });
        await dialog.accept();
      });
      await send.click();
      await expect.poll(() => dialogs).toEqual([{ type: 'confirm', message: landing.contact.offerCopy }]);

      await expect(page.getByRole('status')).toHaveText(landing.contact.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        'Como conecto meu nutricionista?',
      );
      await expect(page.getByLabel(landing.contact.name)).toHaveValue('');
      await expect(send).toBeDisabled();
    });

    test("footer link 'Termos e privacidade' opens the privacy page", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: messages.PublicFooter.privacy }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Privacy.title);
    });

    test('privacy page: seven sections, the same menu, sign-in, and an inert Baixar App', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
      await expect(page.getByRole('main')).toContainText('suporte@');

      await openMenuIfFolded(page, screen.burger);
      await page.getByRole('button', { name: header.downloadApp }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(
        page.getByRole('banner').getByRole('link', { name: header.signInPrivacy }),
      ).toHaveAttribute('href', '/login');

      await page
        .getByRole('navigation', { name: header.navLabel })
        .getByRole('link', { name: header.features })
        .click();
      await expect(page).toHaveURL(/\/#funcionalidades$/);
      await expect(page.getByRole('heading', { level: 2, name: landing.features.title })).toBeInViewport();
    });
  });
}

test.describe('burger menu by keyboard', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens with Enter, moves into its links, closes with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: header.menu });
    await expect(page.getByRole('navigation', { name: header.navLabel })).toBeHidden();

    await toggle.focus();
    await expect(toggle).toBeFocused();
    await expect(toggle).not.toHaveCSS('box-shadow', 'none');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: header.navLabel })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: header.start })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('navigation', { name: header.navLabel })).toBeHidden();
  });

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: header.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('on an iPhone', () => {
  test.use({ viewport: { width: 375, height: 800 }, userAgent: iPhoneUserAgent });

  test("'Baixar App' opens the App Store page", async ({ page }) => {
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: header.downloadApp }).click();
    await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\//);
  });
});

test.describe('signed in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a signed-in nutritionist gets the same public pages, and sign-in leads home', async ({ page }) => {
    await startSignedIn(page, demoAccounts.nutri);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title);
    await page.getByLabel(landing.contact.name).fill('Ana');
    await page.getByLabel(landing.contact.subject).fill('Dúvida');
    await page.getByLabel(landing.contact.message).fill('Olá');
    await expect(page.getByRole('button', { name: landing.contact.submit })).toBeEnabled();

    await page.getByRole('banner').getByRole('link', { name: header.signIn }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Privacy.title);
  });
});

test.describe('without JavaScript', () => {
  test('the landing page HTML carries its content and metadata', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"[^>]*\/>/);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"MobileApplication"');
    expect(html).toContain('type="application/ld+json"');
    expect(html).toContain(landing.hero.title);
    expect(html).toContain(landing.contact.incomplete);
    expect(html).toContain('href="/privacy-policy"');
  });

  test('both pages load only their own enhancement script, under a CSP without inline scripts', async ({
    request,
  }) => {
    for (const path of ['/', '/privacy-policy']) {
      const response = await request.get(path);
      const scripts = (await response.text()).match(/<script[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !tag.includes('application/ld+json'))).toEqual([
        expect.stringMatching(/^<script type="module" src="\/_next\/static\/media\/[^"]+\.js">$/),
      ]);
      const scriptSource = response.headers()['content-security-policy']?.match(/script-src [^;]+/)?.[0];
      expect(scriptSource).toBe("script-src 'self'");
    }
  });

  test('both pages carry their stylesheet inline (no request before the first paint), and every file it names exists', async ({
    request,
  }) => {
    for (const path of ['/', '/privacy-policy']) {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
      expect(css).toContain('@font-face');
      expect(css).toContain('font-display:optional');
      const urls = [...css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)]
        .map((match) => match[2] ?? '')
        .filter((url) => !url.startsWith('data:'));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
    }
  });

  test('the privacy page HTML carries its seven sections and metadata', async ({ request }) => {
    const html = await (await request.get('/privacy-policy')).text();
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/privacy-policy"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html.match(/<h2 /g)).toHaveLength(7);
    expect(html).toContain('LGPD');
  });

  test('robots.txt, sitemap.xml and the manifest describe the public site only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/patients/);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(2);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'pt-BR', start_url: '/' });
  });
});

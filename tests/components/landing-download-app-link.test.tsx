import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadAppLink } from '@/components/landing/download-app-link';
import { enhanceDownloadAppLink } from '@/components/landing/enhance/download-app-link';
import { enhancePublicPage } from '@/components/landing/enhance/enhance-page';

const appStoreUrl = 'https://apps.apple.com/br/app/nutrir/id1';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The server markup of 'Baixar App' on a device with this user agent. */
function renderLink(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const { container } = render(
    <DownloadAppLink href="#baixar-app" appStoreUrl={appStoreUrl}>
      Baixar App
    </DownloadAppLink>,
  );
  return { container, link: screen.getByRole('link', { name: 'Baixar App' }) };
}

describe("'Baixar App'", () => {
  afterEach(() => vi.restoreAllMocks());

  it('points at the download section, with or without the script', () => {
    const { container, link } = renderLink(android);
    enhancePublicPage(container);
    expect(link).toHaveAttribute('href', '#baixar-app');
  });

  it('lets other devices follow the link to the download section', () => {
    const { link } = renderLink(android);
    const navigate = vi.fn();
    enhanceDownloadAppLink(link as HTMLAnchorElement, navigate);
    // fireEvent answers false when a listener cancelled the click.
    expect(fireEvent.click(link)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends Apple devices to the App Store page instead', () => {
    const { link } = renderLink(iPhone);
    const navigate = vi.fn();
    enhanceDownloadAppLink(link as HTMLAnchorElement, navigate);
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith(appStoreUrl);
  });
});

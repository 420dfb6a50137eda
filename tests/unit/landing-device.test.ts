import { describe, expect, it } from 'vitest';
import { isAppleDevice } from '@/components/landing/device';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('isAppleDevice', () => {
  it('recognises iPhones, iPads asking for desktop sites and Macs', () => {
    expect(isAppleDevice(agents.iPhone)).toBe(true);
    expect(isAppleDevice(agents.iPadDesktopMode)).toBe(true);
    expect(isAppleDevice(agents.mac)).toBe(true);
  });

  it('leaves Android, Windows and Linux to the download section', () => {
    expect(isAppleDevice(agents.android)).toBe(false);
    expect(isAppleDevice(agents.windows)).toBe(false);
    expect(isAppleDevice(agents.linux)).toBe(false);
  });
});

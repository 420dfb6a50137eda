import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig as readApiConfig } from '@/upstream/src/config';
import type { Mail, Mailer } from '@/upstream/src/services/mail';
import { retryingMailer } from '@/upstream/src/services/mail-retry';

const MAIL: Mail = { to: 'paciente@exemplo.com', subject: 'Consulta agendada', text: 'Olá' };

/** A mail server that refuses the first `failures` messages. */
function flakyMailer(failures: number) {
  const sent: Mail[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    usesOutbox: false,
    async send(mail) {
      attempts += 1;
      if (attempts <= failures) throw new Error('451 Try again later');
      sent.push(mail);
    },
  };
  return { mailer, sent, attempts: () => attempts };
}

afterEach(() => vi.restoreAllMocks());

describe('retryingMailer', () => {
  it('sends again after each wait until the server takes the mail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flaky = flakyMailer(2);
    await retryingMailer(flaky.mailer, [1, 1, 1], new AbortController().signal).send(MAIL);
    expect(flaky.sent).toEqual([MAIL]);
    expect(flaky.attempts()).toBe(3);
  });

  it('gives up with the last error once the waits are used up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flaky = flakyMailer(5);
    await expect(
      retryingMailer(flaky.mailer, [1, 1], new AbortController().signal).send(MAIL),
    ).rejects.toThrow('451 Try again later');
    expect(flaky.attempts()).toBe(3);
    expect(flaky.sent).toEqual([]);
  });

  it('a stop during a wait ends it at once, without another attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flaky = flakyMailer(1);
    const stopping = new AbortController();
    const started = performance.now();
    const sending = retryingMailer(flaky.mailer, [60_000], stopping.signal).send(MAIL);
    setTimeout(() => stopping.abort(), 10);
    await expect(sending).rejects.toThrow('451 Try again later');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(flaky.attempts()).toBe(1);
  });
});

describe('MAIL_RETRY_DELAYS_MS', () => {
  const readConfig = (env: Record<string, string>) => readApiConfig(env as NodeJS.ProcessEnv);
  it('defaults to three waits and reads a comma-separated list; refuses anything else', () => {
    expect(readConfig({}).MAIL_RETRY_DELAYS_MS).toEqual([5000, 30000, 120000]);
    expect(readConfig({ MAIL_RETRY_DELAYS_MS: '10, 20' }).MAIL_RETRY_DELAYS_MS).toEqual([10, 20]);
    expect(() => readConfig({ MAIL_RETRY_DELAYS_MS: '10,soon' })).toThrow();
    expect(() => readConfig({ MAIL_RETRY_DELAYS_MS: '-5' })).toThrow();
  });
});

// In production an operator says where mail goes: a mail server, or the database outbox that nothing serves.
// The start that has neither stops, naming both settings.
import { describe, expect, it } from 'vitest';
import { describeStartFailure } from '@/lib/log/start-failure';
import { mailDeliveryOf, readConfig as readApiConfig } from '@/upstream/src/config';
import { startApi } from '@/upstream/src/server';

const readConfig = (env: Record<string, string>) => readApiConfig(env as NodeJS.ProcessEnv);
const failureOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return describeStartFailure(error);
  }
  return undefined;
};

describe('MAIL_OUTBOX', () => {
  it('outside production, mail without SMTP_URL is listed to this machine (loopback) unless set otherwise', () => {
    expect(mailDeliveryOf(readConfig({}))).toBe('loopback');
    expect(mailDeliveryOf(readConfig({ NODE_ENV: 'development', SMTP_URL: '' }))).toBe('loopback');
    expect(mailDeliveryOf(readConfig({ MAIL_OUTBOX: 'database' }))).toBe('database');
    expect(mailDeliveryOf(readConfig({ SMTP_URL: 'smtp://mail.test:25', MAIL_OUTBOX: 'loopback' }))).toBe(
      'smtp',
    );
    expect(() => readConfig({ MAIL_OUTBOX: 'http' })).toThrow();
  });

  it('in production without SMTP_URL or MAIL_OUTBOX the settings are refused, naming both', () => {
    const unset: Record<string, string>[] = [{}, { SMTP_URL: '' }, { SMTP_URL: ' ', MAIL_OUTBOX: '' }];
    for (const env of unset) {
      const line = failureOf(() => readConfig({ NODE_ENV: 'production', ...env }));
      expect(line).toMatch(/^invalid settings: MAIL_OUTBOX: /);
      expect(line).toContain('SMTP_URL');
      expect(line).toContain('MAIL_OUTBOX=database');
    }
  });

  it('in production either setting is enough', () => {
    const production = (env: Record<string, string>) => readConfig({ NODE_ENV: 'production', ...env });
    expect(mailDeliveryOf(production({ SMTP_URL: 'smtps://u:p@mail.test:465' }))).toBe('smtp');
    expect(mailDeliveryOf(production({ MAIL_OUTBOX: 'database' }))).toBe('database');
    expect(mailDeliveryOf(production({ MAIL_OUTBOX: 'loopback' }))).toBe('loopback');
  });

  it('the API does not start in production without either, before it writes anything', async () => {
    const refused = await startApi({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/nutri' }).catch(
      (error: unknown) => describeStartFailure(error),
    );
    expect(refused).toMatch(/^invalid settings: MAIL_OUTBOX: in production set SMTP_URL/);
  });
});

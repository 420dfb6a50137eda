import { describe, expect, it } from 'vitest';
import { readConfig as readApiConfig } from '@/upstream/src/config';

const readConfig = (env: Record<string, string>) => readApiConfig(env as NodeJS.ProcessEnv);

describe('MAIL_RETRY_DELAYS_MS', () => {
  it('defaults to five waits (about 45 minutes in all) and reads a comma-separated list; refuses anything else', () => {
    expect(readConfig({}).MAIL_RETRY_DELAYS_MS).toEqual([5000, 30000, 120000, 600000, 1800000]);
    expect(readConfig({ MAIL_RETRY_DELAYS_MS: '10, 20' }).MAIL_RETRY_DELAYS_MS).toEqual([10, 20]);
    expect(() => readConfig({ MAIL_RETRY_DELAYS_MS: '10,soon' })).toThrow();
    expect(() => readConfig({ MAIL_RETRY_DELAYS_MS: '-5' })).toThrow();
  });
});

describe('job and reminder settings', () => {
  it('default to a 5-minute lease, a 1-second poll and reminders 24 hours ahead', () => {
    const config = readConfig({});
    expect(config.JOB_LEASE_SECONDS).toBe(300);
    expect(config.JOB_POLL_MS).toBe(1000);
    expect(config.APPOINTMENT_REMINDER_HOURS).toBe(24);
    expect(readConfig({ APPOINTMENT_REMINDER_HOURS: '2' }).APPOINTMENT_REMINDER_HOURS).toBe(2);
    expect(() => readConfig({ APPOINTMENT_REMINDER_HOURS: '0' })).toThrow();
  });
});

describe('CLINICAL_RECORD_RETENTION_YEARS', () => {
  it('defaults to the 20 years of Lei 13.787/2018, takes more, and refuses less', () => {
    expect(readConfig({}).CLINICAL_RECORD_RETENTION_YEARS).toBe(20);
    expect(readConfig({ CLINICAL_RECORD_RETENTION_YEARS: '25' }).CLINICAL_RECORD_RETENTION_YEARS).toBe(25);
    expect(() => readConfig({ CLINICAL_RECORD_RETENTION_YEARS: '19' })).toThrow();
    expect(() => readConfig({ CLINICAL_RECORD_RETENTION_YEARS: 'vinte' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '@/components/notifications/badge-count';
import {
  describeNotification,
  formatEventDay,
  getNotificationHref,
} from '@/components/notifications/notification-text';
import type { Notification } from '@/lib/api/contract';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  code: 'APPOINTMENT_REFUSED',
  status: 'UNREAD',
  created_at: '2025-03-12T15:00:00.000Z',
  metadata: [
    { key: 'patient_id', value: '42' },
    { key: 'patient_name', value: 'Juliana Martins Costa' },
    { key: 'patient_photo_url', value: '' },
    { key: 'date', value: '2025-09-07' },
  ],
  ...overrides,
});

describe('describeNotification', () => {
  it('names the patient and the real day of the event as DD/MM', () => {
    expect(describeNotification(notification(), 'Um paciente')).toEqual({
      key: 'texts.APPOINTMENT_REFUSED',
      values: { name: 'Juliana Martins Costa', date: '07/09', count: 0 },
    });
  });

  it('counts the appointments cancelled when a patient moved to another nutritionist', () => {
    const ended = notification({
      code: 'PATIENT_CONNECTION_ENDED',
      metadata: [
        { key: 'patient_name', value: 'Carolina Mendes Freitas' },
        { key: 'canceled_appointments', value: '2' },
      ],
    });
    expect(describeNotification(ended, 'Um paciente').values).toMatchObject({
      name: 'Carolina Mendes Freitas',
      count: 2,
    });
    // She can no longer open the patient: the click leads to the list.
    expect(getNotificationHref(ended)).toBe('/patients');
  });

  it('falls back to the day the notification was created (in São Paulo) and to a generic name', () => {
    // 02:30 UTC on the 13th is still the 12th in São Paulo.
    const bare = notification({ metadata: [], created_at: '2025-03-13T02:30:00.000Z' });
    expect(formatEventDay(bare)).toBe('12/03');
    expect(describeNotification(bare, 'Um paciente').values.name).toBe('Um paciente');
  });
});

describe('getNotificationHref', () => {
  it('opens the patient it is about, or the patient list when it names none', () => {
    expect(getNotificationHref(notification())).toBe('/patients/42');
    expect(getNotificationHref(notification({ metadata: [{ key: 'patient_name', value: 'x@y.com' }] }))).toBe(
      '/patients',
    );
    expect(getNotificationHref(notification({ metadata: [{ key: 'patient_id', value: '../admin' }] }))).toBe(
      '/patients',
    );
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99 (spec 1 §9)', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(5000)).toBe('99+');
  });
});

import { describe, expect, it } from 'vitest';
import { requestRoute } from '@/lib/request-route';

describe('the route a portal request is logged under', () => {
  it('is the pattern of a page, never its ids or codes', () => {
    expect(requestRoute('GET', '/patients/42/meal-plan')).toBe('/patients/:id/meal-plan');
    expect(requestRoute('GET', '/reset-password/segredo-do-link')).toBe('/reset-password/:token');
    expect(requestRoute('GET', '/connection-requests/acceptance-codes/abc')).toBe(
      '/connection-requests/acceptance-codes/:code',
    );
  });

  it('is the allowlisted pattern of a proxied call, and unmatched for a call the portal refuses', () => {
    expect(requestRoute('GET', '/api/v1/users/7')).toBe('/api/v1/users/:id');
    expect(requestRoute('DELETE', '/api/v1/me')).toBe('unmatched');
    expect(requestRoute('POST', '/api/session')).toBe('/api/session');
  });

  it('groups files and build assets instead of naming each', () => {
    expect(requestRoute('GET', '/_next/static/chunks/app.js')).toBe('/_next/*');
    expect(requestRoute('GET', '/robots.txt')).toBe('file');
    expect(requestRoute('GET', '/nada/aqui')).toBe('unmatched');
  });
});

// The benches' browser holds the portal's session for every path, /api included (tests/bench/browser-session.ts).
import { describe, expect, it } from 'vitest';
import { portalSessionCookie } from '@/tests/bench/browser-session';

describe('portalSessionCookie', () => {
  it('scopes the session to the whole portal, whatever page is measured', () => {
    expect(
      portalSessionCookie('http://127.0.0.1:3890/patients/4/progress', 'nutri-session=Fe26.2*1*ab='),
    ).toEqual({
      name: 'nutri-session',
      value: 'Fe26.2*1*ab=',
      domain: '127.0.0.1',
      path: '/',
    });
  });
});

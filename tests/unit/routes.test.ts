import { describe, expect, it } from 'vitest';
import { type Audience, audienceOf, decideRoute, routeTable, servingPage } from '@/lib/routes';

const audiences: (Audience | null)[] = [null, 'nutritionist', 'admin', 'patient'];

// The expected answer for every path of the table and every kind of visitor, written out in full.
const expectations: Record<string, Record<'guest' | Audience, string>> = {
  '/': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/privacy-policy': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/connection-requests/acceptance-codes/abc': {
    guest: 'allow',
    nutritionist: 'allow',
    admin: 'allow',
    patient: 'allow',
  },
  '/deletion-requests/cancellation-codes/abc': {
    guest: 'allow',
    nutritionist: 'allow',
    admin: 'allow',
    patient: 'allow',
  },
  '/login': { guest: 'allow', nutritionist: '/home', admin: '/home', patient: '/home' },
  '/nutritionist-registration': { guest: 'allow', nutritionist: '/home', admin: '/home', patient: '/home' },
  '/forgot-password': { guest: 'allow', nutritionist: '/home', admin: '/home', patient: '/home' },
  '/reset-password/abc': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/session-expired': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/agendar/abc': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/agendar/confirmar': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/agendamento/abc': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/agendamento/abc/presenca': { guest: 'allow', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/home': { guest: '/login', nutritionist: 'allow', admin: 'allow', patient: 'allow' },
  '/dashboard': { guest: '/login', nutritionist: '/patients', admin: 'allow', patient: 'allow' },
  '/patients': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/patients/7': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/patients/7/meal-plan': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/patients/7/meal-plan/pdf': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/progress': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/patients/7/anthropometry': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/anamnesis': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/patients/7/consultations': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/appointments': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/finance': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/access-trail': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/patients/7/export/pdf': {
    guest: '/login',
    nutritionist: 'allow',
    admin: '/dashboard',
    patient: '/home',
  },
  '/appointments': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/appointments/3': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/profile': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/finance': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/finance/received-csv': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/receipts/4/pdf': { guest: '/login', nutritionist: 'allow', admin: '/dashboard', patient: '/home' },
  '/foodstuffs': { guest: '/login', nutritionist: '/patients', admin: 'allow', patient: '/home' },
  '/foodstuffs/5/editing': { guest: '/login', nutritionist: '/patients', admin: 'allow', patient: '/home' },
  '/create-foodstuff': { guest: '/login', nutritionist: '/patients', admin: 'allow', patient: '/home' },
  '/no-such-page': { guest: '/login', nutritionist: '/patients', admin: '/dashboard', patient: '/home' },
  '/patients/7/unknown': {
    guest: '/login',
    nutritionist: '/patients',
    admin: '/dashboard',
    patient: '/home',
  },
};

describe('route table', () => {
  for (const [path, byAudience] of Object.entries(expectations)) {
    for (const audience of audiences) {
      const expected = byAudience[audience ?? 'guest'];
      it(`${path} as ${audience ?? 'signed-out visitor'} → ${expected}`, () => {
        const decision = decideRoute(path, audience);
        expect(decision.type === 'allow' ? 'allow' : decision.to).toBe(expected);
      });
    }
  }

  it('every rule of the table is covered by the expectations above', () => {
    const covered = Object.keys(expectations).map((path) => path.replace(/\/(\d+|abc)(?=\/|$)/g, '/:x'));
    for (const rule of routeTable) {
      expect(covered).toContain(rule.pattern.replace(/:\w+/g, ':x'));
    }
  });

  it('a trailing slash is the same path', () => {
    expect(decideRoute('/patients/', 'nutritionist')).toEqual({ type: 'allow' });
  });
});

describe('servingPage', () => {
  it("serves an administrator's home with the dashboard's page, and every other address with its own", () => {
    expect(servingPage('/home', 'admin')).toBe('/dashboard');
    expect(servingPage('/home', 'nutritionist')).toBeNull();
    expect(servingPage('/home', 'patient')).toBeNull();
    expect(servingPage('/home', null)).toBeNull();
    expect(servingPage('/dashboard', 'admin')).toBeNull();
  });
});

describe('audienceOf', () => {
  it('the nutritionist role wins over the administrator role', () => {
    expect(audienceOf([{ name: 'ROLE_ADMIN' }, { name: 'ROLE_NUTRITIONIST' }])).toBe('nutritionist');
    expect(audienceOf([{ name: 'ROLE_ADMIN' }])).toBe('admin');
    expect(audienceOf([{ name: 'ROLE_USER' }])).toBe('patient');
    expect(audienceOf([])).toBe('patient');
  });
});

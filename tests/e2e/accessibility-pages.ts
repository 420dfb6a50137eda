// Every page of lib/routes.ts, for every audience that may open it, in each state worth checking with axe
// (tests/e2e/accessibility.spec.ts). tests/unit/accessibility-pages.test.ts fails when a route of the table
// is missing here, so a new page cannot skip the check.
import type { Page } from '@playwright/test';
import type { Audience } from '@/lib/routes';

/** Who looks: a signed-out visitor or one of the demo accounts. */
export type Viewer = 'guest' | 'nutri' | 'admin' | 'patient';

export const viewerAudience: Record<Exclude<Viewer, 'guest'>, Audience> = {
  nutri: 'nutritionist',
  admin: 'admin',
  patient: 'patient',
};

/** Ids read from the API before the walk: a patient, an appointment and a food of the demo data. */
export interface DemoIds {
  patientId: number;
  appointmentId: number;
  foodId: number;
}

export interface PageState {
  /** What is on screen: 'default', 'dialog: …', 'empty', 'error', … */
  state: string;
  path: (ids: DemoIds) => string;
  /** 'deadApi': the second portal of the e2e stack, whose upstream is down (error states). */
  portal?: 'main' | 'deadApi';
  /** Brings the page into the state once it has loaded (opens a dialog, submits an empty form…). */
  prepare?: (page: Page) => Promise<void>;
  /** Only at this width (e.g. a menu that exists only on phones). */
  only?: 'desktop' | 'phone';
}

export interface PageVisit {
  pattern: string;
  viewer: Viewer;
  states: PageState[];
}

/** Routes of the table that are not HTML pages, with the reason. */
export const routesWithoutPage: Record<string, string> = {
  '/patients/:id/meal-plan/pdf': 'a PDF file drawn on the server, not a page',
  '/patients/:id/export/pdf': 'a PDF file drawn on the server, not a page',
  '/receipts/:id/pdf': "a receipt's PDF streamed from the API, not a page",
  '/finance/received-csv': "the month's CSV streamed from the API, not a page",
};

const click =
  (name: string | RegExp, role: 'button' | 'link' | 'tab' = 'button') =>
  async (page: Page) => {
    await page
      .getByRole(role, { name, exact: typeof name === 'string' })
      .first()
      .click();
  };

/**
 * Presses the opener until its dialog is shown: a press that lands before the page has hydrated does nothing
 * (seen once on a loaded runner, on the plan's 'Substituições'), as it would for a person, who presses again.
 */
const openDialog = (opener: string | RegExp, dialog: string | RegExp) => async (page: Page) => {
  const shown = page.getByRole('dialog', { name: dialog });
  for (let press = 1; ; press++) {
    if (!(await shown.isVisible())) await click(opener)(page);
    try {
      await shown.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (press >= 5) throw error;
    }
  }
};

const fixed = (path: string) => () => path;

export const accessibilityVisits: readonly PageVisit[] = [
  // Public and guest pages.
  {
    pattern: '/',
    viewer: 'guest',
    states: [
      { state: 'default', path: fixed('/') },
      { state: 'menu: open', path: fixed('/'), only: 'phone', prepare: click('Menu') },
    ],
  },
  {
    pattern: '/privacy-policy',
    viewer: 'guest',
    states: [{ state: 'default', path: fixed('/privacy-policy') }],
  },
  {
    pattern: '/connection-requests/acceptance-codes/:code',
    viewer: 'guest',
    states: [
      {
        state: 'error: invalid code',
        path: fixed(`/connection-requests/acceptance-codes/${'a'.repeat(43)}`),
      },
    ],
  },
  {
    pattern: '/deletion-requests/cancellation-codes/:code',
    viewer: 'guest',
    states: [
      { state: 'default', path: fixed(`/deletion-requests/cancellation-codes/${'a'.repeat(43)}`) },
      {
        state: 'error: invalid code',
        path: fixed(`/deletion-requests/cancellation-codes/${'a'.repeat(43)}`),
        prepare: async (page) => {
          // A press that lands before the page has hydrated does nothing: press until the answer shows.
          const refused = page.getByRole('heading', { name: 'Link inválido' });
          for (let tries = 0; tries < 10 && !(await refused.isVisible()); tries += 1) {
            await click('Cancelar a exclusão')(page);
            await refused.waitFor({ timeout: 2000 }).catch(() => undefined);
          }
          await refused.waitFor();
        },
      },
    ],
  },
  {
    pattern: '/login',
    viewer: 'guest',
    states: [
      { state: 'default', path: fixed('/login') },
      {
        state: 'error: empty fields',
        path: fixed('/login'),
        prepare: async (page) => {
          await click('Entrar')(page);
          await page.getByText('Informe o seu e-mail.').waitFor();
        },
      },
      { state: 'error: Google failed', path: fixed('/login?failedGoogleAuth=true') },
    ],
  },
  {
    pattern: '/nutritionist-registration',
    viewer: 'guest',
    states: [{ state: 'default', path: fixed('/nutritionist-registration') }],
  },
  {
    pattern: '/forgot-password',
    viewer: 'guest',
    states: [{ state: 'default', path: fixed('/forgot-password') }],
  },
  {
    pattern: '/reset-password/:token',
    viewer: 'guest',
    states: [{ state: 'error: invalid link', path: fixed(`/reset-password/${'b'.repeat(43)}`) }],
  },
  {
    pattern: '/session-expired',
    viewer: 'guest',
    states: [{ state: 'default', path: fixed('/session-expired') }],
  },
  // Online booking: the seed's page, and the states a visitor meets when something fails (the journey,
  // online-booking.spec.ts, walks the rest).
  {
    pattern: '/agendar/:slug',
    viewer: 'guest',
    states: [
      // The seed's page (upstream/src/seed/agenda.ts): her hours, and the visitor's form.
      { state: 'default', path: fixed('/agendar/camila-rocha') },
      { state: 'error: API down', path: fixed('/agendar/camila-rocha'), portal: 'deadApi' },
    ],
  },
  {
    pattern: '/agendar/confirmar',
    viewer: 'guest',
    states: [{ state: 'default', path: fixed(`/agendar/confirmar?token=${'c'.repeat(43)}`) }],
  },
  {
    pattern: '/agendamento/:token',
    viewer: 'guest',
    states: [{ state: 'error: API down', path: fixed(`/agendamento/${'d'.repeat(43)}`), portal: 'deadApi' }],
  },
  {
    pattern: '/agendamento/:token/presenca',
    viewer: 'guest',
    states: [
      { state: 'error: API down', path: fixed(`/agendamento/${'d'.repeat(43)}/presenca`), portal: 'deadApi' },
    ],
  },

  // Every audience's home.
  {
    pattern: '/home',
    viewer: 'nutri',
    states: [
      { state: 'default', path: fixed('/home') },
      { state: 'tab: Adesão Baixa', path: fixed('/home?tab=low') },
      { state: 'error', path: fixed('/home'), portal: 'deadApi' },
    ],
  },
  { pattern: '/home', viewer: 'admin', states: [{ state: 'default', path: fixed('/home') }] },
  { pattern: '/home', viewer: 'patient', states: [{ state: 'default', path: fixed('/home') }] },
  {
    pattern: '/dashboard',
    viewer: 'admin',
    states: [
      { state: 'default', path: fixed('/dashboard') },
      { state: 'error', path: fixed('/dashboard'), portal: 'deadApi' },
    ],
  },
  { pattern: '/dashboard', viewer: 'patient', states: [{ state: 'default', path: fixed('/dashboard') }] },

  // The nutritionist's care pages.
  {
    pattern: '/patients',
    viewer: 'nutri',
    states: [
      { state: 'default', path: fixed('/patients') },
      { state: 'empty search', path: fixed('/patients?name=zzzzzz') },
      {
        state: 'dialog: Convidar paciente',
        path: fixed('/patients'),
        prepare: openDialog('Convidar paciente', 'Convidar paciente'),
      },
      { state: 'error', path: fixed('/patients'), portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id',
    viewer: 'nutri',
    states: [
      { state: 'Diário', path: ({ patientId }) => `/patients/${patientId}` },
      {
        state: 'Semanal',
        path: ({ patientId }) => `/patients/${patientId}`,
        prepare: click('Semanal', 'tab'),
      },
      { state: 'Mensal', path: ({ patientId }) => `/patients/${patientId}`, prepare: click('Mensal', 'tab') },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/meal-plan',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/meal-plan` },
      {
        state: 'dialog: Salvar como modelo',
        path: ({ patientId }) => `/patients/${patientId}/meal-plan`,
        prepare: openDialog('Salvar como modelo', 'Salvar como modelo'),
      },
      {
        state: 'dialog: Substituições',
        path: ({ patientId }) => `/patients/${patientId}/meal-plan`,
        prepare: openDialog(/^Substituições de /, /^Substituições de /),
      },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/meal-plan`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/progress',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/progress` },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/progress`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/anthropometry',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/anthropometry` },
      {
        state: 'dialog: Novo registro',
        path: ({ patientId }) => `/patients/${patientId}/anthropometry`,
        prepare: openDialog('Novo registro', 'Novo registro'),
      },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/anthropometry`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/anamnesis',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/anamnesis` },
      {
        state: 'form: Preencher anamnese (full)',
        path: ({ patientId }) => `/patients/${patientId}/anamnesis`,
        prepare: async (page) => {
          await click(/^(Preencher|Editar) anamnese$/)(page);
          await page.getByRole('radio', { name: 'Completa' }).check();
        },
      },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/anamnesis`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/consultations',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/consultations` },
      {
        state: 'form: Escrever anotações',
        path: ({ patientId }) => `/patients/${patientId}/consultations`,
        prepare: click(/^(Escrever|Editar) anotações$/),
      },
      {
        state: 'error',
        path: ({ patientId }) => `/patients/${patientId}/consultations`,
        portal: 'deadApi',
      },
    ],
  },
  {
    pattern: '/patients/:id/appointments',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/appointments` },
      { state: 'past', path: ({ patientId }) => `/patients/${patientId}/appointments?view=past` },
      {
        state: 'form: Agendar retorno',
        path: ({ patientId }) => `/patients/${patientId}/appointments`,
        prepare: click(/^Agendar retorno$/),
      },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/appointments`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/finance',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/finance` },
      {
        state: 'dialog: Vender pacote',
        path: ({ patientId }) => `/patients/${patientId}/finance`,
        prepare: openDialog('Vender pacote', 'Vender pacote'),
      },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/finance`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/patients/:id/access-trail',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ patientId }) => `/patients/${patientId}/access-trail` },
      { state: 'error', path: ({ patientId }) => `/patients/${patientId}/access-trail`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/appointments',
    viewer: 'nutri',
    states: [
      { state: 'default', path: fixed('/appointments') },
      {
        state: 'dialog: Gerenciar disponibilidade',
        path: fixed('/appointments'),
        prepare: async (page) => {
          await click('Agenda')(page);
          await openDialog('Gerenciar disponibilidade', 'Gerenciar sua Disponibilidade')(page);
        },
      },
      { state: 'error', path: fixed('/appointments'), portal: 'deadApi' },
      { state: 'week view', path: fixed('/appointments?view=semana'), only: 'desktop' },
      { state: 'day view', path: fixed('/appointments?view=dia') },
      { state: 'week view error', path: fixed('/appointments?view=semana'), portal: 'deadApi' },
    ],
  },
  {
    pattern: '/appointments/:id',
    viewer: 'nutri',
    states: [
      { state: 'default', path: ({ appointmentId }) => `/appointments/${appointmentId}` },
      { state: 'error', path: ({ appointmentId }) => `/appointments/${appointmentId}`, portal: 'deadApi' },
    ],
  },
  {
    pattern: '/profile',
    viewer: 'nutri',
    states: [
      { state: 'default', path: fixed('/profile') },
      {
        state: 'dialog: Endereço',
        path: fixed('/profile'),
        prepare: openDialog(/^(Adicionar|Alterar) endereço$/, 'Endereço'),
      },
      { state: 'error', path: fixed('/profile'), portal: 'deadApi' },
    ],
  },
  {
    pattern: '/finance',
    viewer: 'nutri',
    states: [
      { state: 'default', path: fixed('/finance') },
      {
        state: 'dialog: Novo pacote',
        path: fixed('/finance'),
        prepare: openDialog('Novo pacote', 'Novo pacote'),
      },
      { state: 'error', path: fixed('/finance'), portal: 'deadApi' },
    ],
  },

  // The administrators' catalogue.
  {
    pattern: '/foodstuffs',
    viewer: 'admin',
    states: [
      { state: 'default', path: fixed('/foodstuffs') },
      { state: 'empty search', path: fixed('/foodstuffs?search=zzzzzzqqq') },
      { state: 'error', path: fixed('/foodstuffs'), portal: 'deadApi' },
    ],
  },
  {
    pattern: '/foodstuffs/:id/editing',
    viewer: 'admin',
    states: [
      { state: 'default', path: ({ foodId }) => `/foodstuffs/${foodId}/editing` },
      {
        state: 'dialog: Selecionar marca',
        path: ({ foodId }) => `/foodstuffs/${foodId}/editing`,
        prepare: openDialog(/^(Escolher|Trocar) marca$/, 'Selecionar marca'),
      },
    ],
  },
  {
    pattern: '/create-foodstuff',
    viewer: 'admin',
    states: [
      { state: 'default', path: fixed('/create-foodstuff') },
      {
        state: 'dialog: Selecionar imagem',
        path: fixed('/create-foodstuff'),
        prepare: openDialog('Escolher imagem', 'Selecionar imagem'),
      },
    ],
  },
];

// An appointment's charge as GET /v1/appointments/{id}/charge answers it: pending, and paid by Pix.
import type { Charge, Payment } from '@/lib/api/contract';

export const pending: Charge = {
  kind: 'APPOINTMENT',
  id: 3,
  nutritionist_id: 7,
  patient: { id: 11, name: 'Ana Souza' },
  appointment: { type: 'ON_SITE', status: 'CONFIRMED', start_date_time: '2026-12-01T09:00:00-03:00' },
  package: null,
  covered_by: null,
  service_date: '2026-12-01',
  amount_cents: 15000,
  price_origin: 'PRICE_LIST',
  list_price_cents: 15000,
  paid_cents: 0,
  balance_cents: 15000,
  credit_cents: 0,
  status: 'PENDING',
  waiver: null,
  payments: [],
};

export const pixPayment: Payment = {
  id: 21,
  amount_cents: 15000,
  paid_on: '2026-12-01',
  method: 'PIX',
  instalments: null,
  note: null,
  payer: { name: 'Ana Souza', cpf: '52998224725' },
  as_credit: false,
  recorded_at: '2026-12-01T12:00:00Z',
  reversal: null,
  receipts: [],
};

export const paid: Charge = {
  ...pending,
  paid_cents: 15000,
  balance_cents: 0,
  status: 'PAID',
  payments: [pixPayment],
};
export const chargePath = '/api/v1/appointments/3/charge';

/** 'Pacote 4 consultas' sold to her, as GET /v1/users/{id}/charges lists it: pending, one of four used. */
export const soldPackage: Charge = {
  ...pending,
  kind: 'PACKAGE',
  id: 8,
  appointment: null,
  package: { package_id: 5, name: 'Pacote 4 consultas', consultations: 4, used: 1 },
  service_date: '2026-11-20',
  amount_cents: 50000,
  price_origin: 'PACKAGE',
  list_price_cents: null,
  balance_cents: 50000,
};
export const packagesPath = '/api/v1/users/11/charges?kind=PACKAGE&page=0&size=100';

/** The appointment covered by the package sold. */
export const covered: Charge = {
  ...pending,
  amount_cents: 0,
  price_origin: 'COVERED',
  balance_cents: 0,
  status: null,
  covered_by: { id: 8, name: 'Pacote 4 consultas' },
};

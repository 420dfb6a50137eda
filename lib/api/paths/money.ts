// The practice's money (docs/finance.md): prices, packages, charges, payments and receipts.
import { type Id, type Query, route, to, withQuery } from './build';

export const moneyPaths = {
  nutritionistPrices: route('/v1/nutritionists/:id/prices'),
  nutritionistPackages: route('/v1/nutritionists/:id/packages'),
  nutritionistPackage: route('/v1/nutritionists/:id/packages/:packageId'),
  nutritionistReceiptIssuer: route('/v1/nutritionists/:id/receipt-issuer'),
  nutritionistReceipts: (id: Id, query?: Query) => withQuery(to('/v1/nutritionists/:id/receipts', id), query),
  nutritionistFinance: (id: Id, yearMonth: string) =>
    withQuery(to('/v1/nutritionists/:id/finance', id), { year_month: yearMonth }),
  nutritionistPendingCharges: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/finance/pending', id), query),
  nutritionistReceivedCsv: (id: Id, yearMonth: string) =>
    withQuery(to('/v1/nutritionists/:id/finance/received.csv', id), { year_month: yearMonth }),
  userCharges: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/charges', id), query),
  userPackages: route('/v1/users/:id/packages'),
  userReceipts: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/receipts', id), query),
  appointmentCharge: route('/v1/appointments/:id/charge'),
  appointmentPayments: route('/v1/appointments/:id/payments'),
  patientPackage: route('/v1/patient-packages/:id'),
  patientPackagePayments: route('/v1/patient-packages/:id/payments'),
  paymentReversal: route('/v1/payments/:id/reversal'),
  paymentReceipts: route('/v1/payments/:id/receipts'),
  receipt: route('/v1/receipts/:id'),
  receiptPdf: route('/v1/receipts/:id/pdf'),
  receiptEmail: route('/v1/receipts/:id/email'),
  receiptCancellation: route('/v1/receipts/:id/cancellation'),
} as const;

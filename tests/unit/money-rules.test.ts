// Money in whole centavos (lib/rules/money.ts), where a charge stands (lib/rules/charge-status.ts) and what a
// payment must be (lib/rules/payment-rules.ts).
import { describe, expect, it } from 'vitest';
import { computeBalance, computeChargeStatus, computeCredit } from '@/lib/rules/charge-status';
import {
  formatAmount,
  formatMoney,
  isAmountInRange,
  MAX_AMOUNT_CENTS,
  readAmountCents,
  sumCents,
  toAmountFieldText,
} from '@/lib/rules/money';
import { describePaymentMethod, findPaymentProblem, type PaymentCheck } from '@/lib/rules/payment-rules';

describe('money in centavos', () => {
  it('writes an amount from its digits', () => {
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(150)).toBe('1,50');
    expect(formatAmount(15_000)).toBe('150,00');
    expect(formatAmount(123_456)).toBe('1.234,56');
    expect(formatAmount(100_000_000)).toBe('1.000.000,00');
    expect(formatAmount(-150)).toBe('-1,50');
    expect(formatMoney(2_134_567)).toBe('R$ 21.345,67');
  });

  it('sums exactly what floats would not: ten payments of R$ 0,10 and one of R$ 0,20', () => {
    expect(sumCents([...Array(10).fill(10), 20])).toBe(120);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatAmount(sumCents([10, 20]))).toBe('0,30');
    expect(() => sumCents([1.5])).toThrow(RangeError);
  });

  it('bounds a price or a payment between one centavo and R$ 100.000,00', () => {
    expect(isAmountInRange(1)).toBe(true);
    expect(isAmountInRange(MAX_AMOUNT_CENTS)).toBe(true);
    expect(isAmountInRange(0)).toBe(false);
    expect(isAmountInRange(-1)).toBe(false);
    expect(isAmountInRange(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(isAmountInRange(10.5)).toBe(false);
  });
});

describe('an amount as typed', () => {
  it.each([
    ['150,00', 15000],
    ['150', 15000],
    ['0,01', 1],
    ['0,1', 10],
    ['1234,56', 123456],
    ['19,99', 1999],
    ['  80,5 ', 8050],
  ])('%s is %d centavos', (typed, cents) => {
    expect(readAmountCents(typed)).toBe(cents);
  });

  it('is null when blank and NaN for anything else, a third decimal included', () => {
    expect(readAmountCents('  ')).toBeNull();
    for (const typed of ['1,005', '-5', 'abc', '1.234,56']) expect(readAmountCents(typed)).toBeNaN();
  });

  it('starts a field as she would type it', () => {
    expect(toAmountFieldText(123456)).toBe('1234,56');
    expect(toAmountFieldText(5)).toBe('0,05');
    expect(toAmountFieldText(null)).toBe('');
    expect(readAmountCents(toAmountFieldText(1_000_000_00))).toBe(1_000_000_00);
  });
});

describe('where a charge stands', () => {
  const charge = { amountCents: 20_000, waived: false, paidCents: 0, reversedCount: 0 };

  it('pendente, parcial, pago, isento, estornado', () => {
    expect(computeChargeStatus(charge)).toBe('PENDING');
    expect(computeChargeStatus({ ...charge, paidCents: 5_000 })).toBe('PARTIAL');
    expect(computeChargeStatus({ ...charge, paidCents: 20_000 })).toBe('PAID');
    expect(computeChargeStatus({ ...charge, waived: true })).toBe('WAIVED');
    expect(computeChargeStatus({ ...charge, reversedCount: 1 })).toBe('REVERSED');
    // A reversal beside a payment that stands: what stands decides.
    expect(computeChargeStatus({ ...charge, paidCents: 5_000, reversedCount: 1 })).toBe('PARTIAL');
  });

  it('has nothing to charge without a price, or at no cost', () => {
    expect(computeChargeStatus({ ...charge, amountCents: null })).toBeNull();
    expect(computeChargeStatus({ ...charge, amountCents: 0 })).toBeNull();
  });

  it('owes the rest, and keeps what was paid beyond the amount as credit', () => {
    expect(computeBalance({ ...charge, paidCents: 5_000 })).toBe(15_000);
    expect(computeBalance({ ...charge, waived: true })).toBe(0);
    expect(computeBalance({ ...charge, paidCents: 25_000 })).toBe(0);
    expect(computeCredit({ ...charge, paidCents: 25_000 })).toBe(5_000);
    expect(computeChargeStatus({ ...charge, paidCents: 25_000 })).toBe('PAID');
  });
});

describe('what a payment must be', () => {
  const today = '2025-03-12';
  const payment: PaymentCheck = {
    amount_cents: 20_000,
    paid_on: today,
    method: 'PIX',
    payer_cpf: '529.982.247-25',
  };
  const owing = { today, balanceCents: 20_000 };

  it('passes a payment of what is owed, by a payer with a CPF', () => {
    expect(findPaymentProblem(payment, owing)).toBeNull();
    expect(findPaymentProblem({ ...payment, method: 'CREDIT_CARD', instalments: 2 }, owing)).toBeNull();
    // A health plan pays as a company: no CPF.
    expect(findPaymentProblem({ ...payment, method: 'HEALTH_PLAN', payer_cpf: null }, owing)).toBeNull();
  });

  it('refuses an amount below a centavo or over the bound', () => {
    expect(findPaymentProblem({ ...payment, amount_cents: -100 }, owing)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(findPaymentProblem({ ...payment, amount_cents: 0 }, owing)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(findPaymentProblem({ ...payment, amount_cents: MAX_AMOUNT_CENTS + 1 }, owing)).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
  });

  it('refuses a day after today', () => {
    expect(findPaymentProblem({ ...payment, paid_on: '2025-03-13' }, owing)).toBe('PAYMENT_DATE_IN_FUTURE');
    expect(findPaymentProblem({ ...payment, paid_on: '2025-01-31' }, owing)).toBeNull();
  });

  it('takes instalments on a credit card only, from 1 to 12', () => {
    expect(findPaymentProblem({ ...payment, instalments: 2 }, owing)).toBe('INVALID_INSTALMENTS');
    expect(findPaymentProblem({ ...payment, method: 'CREDIT_CARD', instalments: 13 }, owing)).toBe(
      'INVALID_INSTALMENTS',
    );
    expect(findPaymentProblem({ ...payment, method: 'CREDIT_CARD', instalments: 0 }, owing)).toBe(
      'INVALID_INSTALMENTS',
    );
  });

  it('refuses a CPF whose check digits disagree, and a payment from a person without one', () => {
    expect(findPaymentProblem({ ...payment, payer_cpf: '529.982.247-24' }, owing)).toBe('INVALID_CPF');
    expect(findPaymentProblem({ ...payment, payer_cpf: null }, owing)).toBe('PAYER_CPF_REQUIRED');
    expect(findPaymentProblem({ ...payment, payer_cpf: '  ' }, owing)).toBe('PAYER_CPF_REQUIRED');
  });

  it('refuses more than is owed unless it is confirmed as credit', () => {
    const partly = { today, balanceCents: 5_000 };
    expect(findPaymentProblem(payment, partly)).toBe('OVERPAYMENT_NOT_CONFIRMED');
    expect(findPaymentProblem({ ...payment, as_credit: true }, partly)).toBeNull();
    expect(findPaymentProblem({ ...payment, amount_cents: 5_000 }, partly)).toBeNull();
  });
});

describe('a method in words', () => {
  it('names each method, and a credit card’s instalments', () => {
    expect(describePaymentMethod('PIX', null)).toBe('Pix');
    expect(describePaymentMethod('HEALTH_PLAN', null)).toBe('Convênio');
    expect(describePaymentMethod('CREDIT_CARD', 2)).toBe('Cartão de crédito em 2 parcelas');
    expect(describePaymentMethod('CREDIT_CARD', 1)).toBe('Cartão de crédito');
  });
});

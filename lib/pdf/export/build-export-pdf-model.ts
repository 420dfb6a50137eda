// The readable copy of a patient's export: the document GET /v1/users/{id}/export answers, put in Portuguese
// sentences section by section. Labels come from the messages the screens use (access trail, anamnesis,
// anthropometry, catalogue); `t` reads any key of pt-BR.json.

import type { Anamnesis, Charge, PatientExport, Payment, Receipt } from '@/lib/api/contract';
import { MEASUREMENT_FIELDS } from '@/lib/api/contract';
import { describeAnamnesis } from '@/lib/format/anamnesis-facts';
import { formatDateTimeBr, formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import { formatCalories, formatDecimal } from '@/lib/format/numbers';
import type { ExportPdfItem, ExportPdfModel } from '@/lib/pdf/export/export-pdf-model';
import { formatCpf } from '@/lib/rules/cpf';
import { formatMoney } from '@/lib/rules/money';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

interface BuildInput {
  data: PatientExport;
  productName: string;
  t: Translate;
}

/** A version of the anamnesis as the screen says it, section by section, answered facts only. */
function anamnesisItem(version: Anamnesis, t: Translate): ExportPdfItem {
  const lines = describeAnamnesis(version.content, (key, values) => t(`Anamnesis.${key}`, values)).flatMap(
    (section) => {
      const answered = section.facts.filter((fact) => fact.value !== null);
      if (answered.length === 0) return [];
      const facts = answered.map((fact) => `${fact.label}: ${fact.value}`).join('; ');
      return [`${t(`Anamnesis.sections.${section.key}`)}: ${facts}`];
    },
  );
  if (version.recorded_by) lines.unshift(t('PatientExportPdf.byAuthor', { name: version.recorded_by.name }));
  return {
    heading: t('PatientExportPdf.anamnesisVersion', {
      date: formatIsoDateToBr(version.date),
      form: t(`Anamnesis.forms.${version.form}`),
    }),
    lines,
  };
}

/** A payment on one line: amount, day, method, payer, and its reversal when reversed. */
function paymentLine(payment: Payment, t: Translate): string {
  const line = t('PatientExportPdf.payment', {
    amount: formatMoney(payment.amount_cents),
    date: formatIsoDateToBr(payment.paid_on),
    method:
      payment.instalments && payment.instalments > 1
        ? t('MoneyLabels.creditCardInstalments', { count: payment.instalments })
        : t(`MoneyLabels.methods.${payment.method}`),
    payer: payment.payer.name,
  });
  return payment.reversal ? t('PatientExportPdf.reversed', { line, reason: payment.reversal.reason }) : line;
}

/** A charge as a heading (the service, its amount and status) over its payments. */
function chargeItem(charge: Charge, t: Translate): ExportPdfItem {
  const p = (key: string, values?: Record<string, string | number>) => t(`PatientExportPdf.${key}`, values);
  const service = charge.appointment
    ? p('chargeAppointment', {
        date: formatIsoDateToBr(charge.service_date),
        type: t(`AppointmentLabels.types.${charge.appointment.type}`),
      })
    : p('chargePackage', { date: formatIsoDateToBr(charge.service_date), name: charge.package?.name ?? '' });
  const amount = charge.amount_cents === null ? p('notPriced') : formatMoney(charge.amount_cents);
  const status = charge.status ? t(`MoneyLabels.statuses.${charge.status}`) : t('MoneyLabels.noCharge');
  return {
    heading: p('charge', { service, amount, status }),
    lines: charge.payments.map((payment) => paymentLine(payment, t)),
  };
}

function receiptLine(receipt: Receipt, t: Translate): string {
  const line = t('PatientExportPdf.receipt', {
    number: receipt.number,
    date: formatIsoDateToBr(receipt.document.date),
    amount: formatMoney(receipt.document.amount_cents),
    payer: receipt.document.payer.name,
  });
  return receipt.cancellation
    ? t('PatientExportPdf.cancelled', { line, reason: receipt.cancellation.reason })
    : line;
}

export function buildExportPdfModel({ data, productName, t }: BuildInput): ExportPdfModel {
  const p = (key: string, values?: Record<string, string | number>) => t(`PatientExportPdf.${key}`, values);
  const orNot = (value: string | null | undefined) => (value ? value : p('notInformed'));
  const { account, contact, address, goals } = data;
  const section = (key: string, items: ExportPdfItem[]) => ({
    title: p(`sections.${key}`),
    items,
    empty: p('none'),
  });
  const plain = (lines: string[]): ExportPdfItem[] => (lines.length ? [{ heading: null, lines }] : []);

  const goalLines = goals.basis
    ? [
        p(`goalBasis.${goals.basis}`),
        ...(goals.target_weight !== null
          ? [p('fields.targetWeight', { value: formatDecimal(goals.target_weight) })]
          : []),
        ...(goals.target_date
          ? [p('fields.targetDate', { value: formatIsoDateToBr(goals.target_date) })]
          : []),
        ...(['energy', 'proteins', 'carbohydrates', 'fats'] as const).flatMap((key) =>
          goals[key] !== null ? [p(`fields.${key}`, { value: formatDecimal(goals[key] ?? 0) })] : [],
        ),
      ]
    : [];

  return {
    productName,
    title: p('title'),
    lines: [
      p('patient', { name: account.name }),
      p('generatedAt', { date: formatDateTimeBr(data.generated_at) }),
      p('notice'),
    ],
    sections: [
      section(
        'account',
        plain([
          p('fields.name', { value: account.name }),
          p('fields.email', { value: orNot(account.email) }),
          p('fields.birthDate', {
            value: orNot(account.birth_date && formatIsoDateToBr(account.birth_date)),
          }),
          p('fields.gender', { value: orNot(account.gender && t(`Catalogue.genders.${account.gender}`)) }),
          p('fields.activity', {
            value: orNot(
              account.physical_activity_factor &&
                t(`Catalogue.activityLevels.${account.physical_activity_factor}`),
            ),
          }),
          p('fields.createdAt', { value: formatIsoDateToBr(account.created_at) }),
        ]),
      ),
      section(
        'contact',
        plain([
          p('fields.phone', { value: orNot(contact.phone) }),
          ...(contact.cpf ? [p('fields.cpf', { value: formatCpf(contact.cpf) })] : []),
          p('fields.address', {
            value: orNot(
              address &&
                [
                  address.street,
                  address.number,
                  address.complement,
                  address.neighborhood,
                  address.city,
                  address.state,
                  address.zip_code,
                ]
                  .filter(Boolean)
                  .join(', '),
            ),
          }),
          p('fields.nutritionist', { value: orNot(data.nutritionist?.name) }),
        ]),
      ),
      section(
        'anamneses',
        data.anamneses.map((version) => anamnesisItem(version, t)),
      ),
      section('goals', plain(goalLines)),
      section(
        'consultations',
        data.consultations.map((consultation) => ({
          heading: p('consultation', {
            date: formatIsoDateToBr(consultation.date),
            status: t(`AppointmentLabels.statuses.${consultation.status}`),
          }),
          lines: consultation.notes.flatMap((notes) => [
            p('notesVersion', { date: formatDateTimeBr(notes.recorded_at) }),
            ...(['subjective', 'objective', 'assessment', 'plan', 'free_text'] as const).flatMap((key) =>
              notes[key] ? [p(`soap.${key}`, { value: notes[key] ?? '' })] : [],
            ),
          ]),
        })),
      ),
      section(
        'anthropometry',
        data.anthropometric_records.map((record) => ({
          heading: p('record', { date: formatIsoDateToBr(record.date) }),
          lines: MEASUREMENT_FIELDS.flatMap((field) => {
            const value = record[field];
            return value === null || value === undefined
              ? []
              : [p('measurement', { name: t(`Anthropometry.fields.${field}`), value: formatDecimal(value) })];
          }),
        })),
      ),
      section(
        'meals',
        data.meals.map((meal) => ({
          heading: p('meal', { date: formatDateTimeBr(meal.date_time) }),
          lines: [
            ...meal.foodstuffs.map((item) =>
              p('mealFood', { food: item.foodstuff.name, quantity: formatDecimal(item.quantity) }),
            ),
            p('mealTotal', { calories: formatCalories(meal.total_of_calories) }),
          ],
        })),
      ),
      section(
        'mealPlans',
        data.meal_plans.map((plan) => ({
          heading: p('plan', {
            start: formatIsoDateToBr(plan.start_date),
            end: formatIsoDateToBr(plan.end_date),
            status: p(`planStatuses.${plan.status}`),
          }),
          lines: [
            ...plan.meal_periods.map((period) =>
              p('planMeal', {
                period: t(`Catalogue.mealPeriods.${period.period}`),
                foods: period.meal_foodstuffs
                  .map((item) =>
                    item.substitutions?.length
                      ? p('planAlternatives', {
                          food: item.foodstuff.name,
                          alternatives: item.substitutions.map((entry) => entry.foodstuff.name).join(', '),
                        })
                      : item.foodstuff.name,
                  )
                  .join('; '),
              }),
            ),
            ...(plan.guidance ? [plan.guidance] : []),
          ],
        })),
      ),
      section(
        'appointments',
        plain(
          data.appointments.map((appointment) =>
            p('appointment', {
              date: formatIsoDateToBr(appointment.start_date_time),
              time: formatTime(appointment.start_date_time),
              type: t(`AppointmentLabels.types.${appointment.type}`),
              status: t(`AppointmentLabels.statuses.${appointment.status}`),
            }),
          ),
        ),
      ),
      section(
        'charges',
        data.charges.map((charge) => chargeItem(charge, t)),
      ),
      section('receipts', plain(data.receipts.map((receipt) => receiptLine(receipt, t)))),
      section(
        'accessTrail',
        plain(
          data.access_trail.map((entry) =>
            p('trailLine', {
              date: formatDateTimeBr(entry.at),
              actor: entry.actor?.name ?? p('removedActor'),
              role: t(`AccessTrail.roles.${entry.actor_role}`),
              what: t('AccessTrail.what', {
                action: t(`AccessTrail.actions.${entry.action}`),
                resource: t(`AccessTrail.resources.${entry.resource}`),
              }),
              outcome: t(`AccessTrail.outcomes.${entry.outcome}`),
            }),
          ),
        ),
      ),
      section('dismissals', plain(data.dismissals)),
    ],
    footer: p('footer', {
      product: productName,
      name: account.name,
      date: formatIsoDateToBr(data.generated_at),
    }),
  };
}

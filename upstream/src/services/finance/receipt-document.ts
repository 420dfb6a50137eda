// What a receipt says, fixed when it is issued: she who received (name, CPF, CRN, address), the payer, the
// patient, the service and its day, the amount in figures and in words, the method, the place and the day.
import type { ReceiptDocument } from '@/lib/api/contract';
import { writeAmountInWords } from '@/lib/rules/amount-in-words';
import { maskCep } from '@/lib/rules/profile';
import type { Issuer } from './receipt-issuer';

const APPOINTMENT_SERVICES = {
  ON_SITE: 'Consulta de nutrição presencial',
  ONLINE: 'Consulta de nutrição online',
} as const;

export interface PaidService {
  appointmentType: keyof typeof APPOINTMENT_SERVICES | null;
  packageName: string | null;
  packageConsultations: number | null;
  /** The appointment's day, or the day the package was sold. */
  date: string;
}

function describeService(service: PaidService): string {
  if (service.appointmentType) return APPOINTMENT_SERVICES[service.appointmentType];
  const count = service.packageConsultations ?? 0;
  return `${service.packageName} (${count} ${count === 1 ? 'consulta' : 'consultas'} de nutrição)`;
}

/** Her address on one line: 'Avenida Paulista, 1000 – Sala 5 – Bela Vista, São Paulo/SP, CEP 01310-100'. */
function describeAddress(address: NonNullable<Issuer['address']>): string {
  const complement = address.complement ? ` – ${address.complement}` : '';
  return `${address.street}, ${address.number}${complement} – ${address.neighborhood}, ${address.city}/${address.state}, CEP ${maskCep(address.zipCode)}`;
}

export function buildReceiptDocument(input: {
  issuer: Issuer & { cpf: string; address: NonNullable<Issuer['address']> };
  payment: {
    amountCents: number;
    method: ReceiptDocument['method'];
    instalments: number | null;
    payerName: string;
    payerCpf: string | null;
  };
  patientName: string;
  service: PaidService;
  /** The day it is issued, in the practice's zone. */
  today: string;
}): ReceiptDocument {
  const { issuer, payment } = input;
  return {
    issuer: {
      name: issuer.name,
      cpf: issuer.cpf,
      crn: issuer.crn,
      registration_number: issuer.registrationNumber,
      address: describeAddress(issuer.address),
    },
    payer: { name: payment.payerName, cpf: payment.payerCpf },
    patient_name: input.patientName,
    service: { description: describeService(input.service), date: input.service.date },
    amount_cents: payment.amountCents,
    amount_in_words: writeAmountInWords(payment.amountCents),
    method: payment.method,
    instalments: payment.instalments,
    place: `${issuer.address.city} – ${issuer.address.state}`,
    date: input.today,
  };
}

// What the visitor of a booking page reads by e-mail, in Portuguese: the code and link that confirm her
// hold, the receipt of a request that waits for the nutritionist, and the nutritionist's 'no'. (A booked
// appointment's e-mail, with its manage link, is the agenda's own notice: agenda/appointment-notices.ts.)
import type { AppointmentType } from '@/lib/api/contract';
import { BOOKING_HOLD_MINUTES } from '@/lib/rules/booking-settings';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatClockTime, toWallTime } from '@/lib/rules/zoned-time';
import type { Mail } from '../../infra/mail';

const TYPE_LABELS: Record<AppointmentType, string> = { ON_SITE: 'presencial', ONLINE: 'online' };

export interface BookedHour {
  type: AppointmentType;
  start: Date;
  end: Date;
  timeZone: string;
}

/** '05/11/2026, das 08:00 às 08:50 (online)' */
export function describeHour({ type, start, end, timeZone }: BookedHour): { date: string; sentence: string } {
  const wall = toWallTime(start, timeZone);
  const date = formatDateBr(wall.date);
  const from = formatClockTime(wall.minutes);
  const to = formatClockTime(toWallTime(end, timeZone).minutes);
  return { date: `${date} às ${from}`, sentence: `${date}, das ${from} às ${to} (${TYPE_LABELS[type]})` };
}

export function writeHoldCodeMail(input: {
  to: string;
  visitorName: string;
  nutritionistName: string;
  hour: BookedHour;
  code: string;
  link: string;
}): Mail {
  const { sentence } = describeHour(input.hour);
  return {
    to: input.to,
    subject: `Seu código para confirmar o agendamento: ${input.code}`,
    text: [
      `Olá, ${input.visitorName}.`,
      '',
      `Você escolheu um horário com ${input.nutritionistName}: ${sentence}.`,
      `Para confirmar, informe o código ${input.code} na página de agendamento ou abra o link abaixo:`,
      '',
      input.link,
      '',
      `O horário fica reservado para você por ${BOOKING_HOLD_MINUTES} minutos. Depois disso, ele volta a ficar livre.`,
      'Se você não pediu este agendamento, ignore este e-mail.',
    ].join('\n'),
  };
}

export function writeRequestReceivedMail(input: {
  to: string;
  visitorName: string;
  nutritionistName: string;
  hour: BookedHour;
}): Mail {
  const { date, sentence } = describeHour(input.hour);
  return {
    to: input.to,
    subject: `Solicitação de agendamento enviada: ${date}`,
    text: [
      `Olá, ${input.visitorName}.`,
      '',
      `Sua solicitação de consulta com ${input.nutritionistName} foi enviada: ${sentence}.`,
      'O horário fica reservado enquanto o(a) nutricionista responde. Você receberá um e-mail quando a',
      'solicitação for aceita ou recusada.',
    ].join('\n'),
  };
}

export function writeRequestDeclinedMail(input: {
  to: string;
  visitorName: string;
  nutritionistName: string;
  hour: BookedHour;
  pageLink: string;
}): Mail {
  const { date, sentence } = describeHour(input.hour);
  return {
    to: input.to,
    subject: `Solicitação de agendamento recusada: ${date}`,
    text: [
      `Olá, ${input.visitorName}.`,
      '',
      `${input.nutritionistName} não pôde aceitar sua solicitação de consulta: ${sentence}.`,
      'Você pode escolher outro horário na página de agendamento:',
      '',
      input.pageLink,
    ].join('\n'),
  };
}

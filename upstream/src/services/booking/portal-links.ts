// The portal's pages the booking e-mails link to, under PUBLIC_URL as the invitation links are: her page,
// the confirmation of a hold, and an appointment's manage and 'Confirmar presença' pages. Tokens are
// base64url already; the link is encoded anyway so nothing a caller chose can bend the URL.

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function buildBookingPageLink(publicUrl: string, slug: string): string {
  return `${base(publicUrl)}/agendar/${encodeURIComponent(slug)}`;
}

export function buildConfirmationLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/agendar/confirmar?token=${encodeURIComponent(token)}`;
}

export function buildManageLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/agendamento/${encodeURIComponent(token)}`;
}

export function buildAttendanceLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/agendamento/${encodeURIComponent(token)}/presenca`;
}

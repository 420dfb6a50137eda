// Names of the files the portal hands over, readable by the person who saves them.

/** 'João da Silva' → 'joao-da-silva': lower case, no accents, words joined by hyphens. */
export function toSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The patient's meal plan PDF: 'plano-alimentar-{patient}-{yyyy-mm-dd}.pdf', the date it was made. */
export function getMealPlanPdfFileName(patientName: string, isoDate: string): string {
  const patient = toSlug(patientName);
  return `plano-alimentar-${patient === '' ? 'paciente' : patient}-${isoDate}.pdf`;
}

/** The readable copy of a patient's data: 'dados-{patient}-{yyyy-mm-dd}.pdf', the date it was made. */
export function getPatientExportPdfFileName(patientName: string, isoDate: string): string {
  const patient = toSlug(patientName);
  return `dados-${patient === '' ? 'paciente' : patient}-${isoDate}.pdf`;
}

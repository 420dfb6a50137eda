// What the patient list shows for a page and a search: the list, the welcome for a nutritionist with no
// patients yet, or the load error. Kept apart from the page so each outcome is tested without a server.
import type { Page, PatientSummary } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { loadPageOrLast } from './load-page-or-last';

/** Patients per page (spec 2 §9). */
export const PATIENT_PAGE_SIZE = 8;

/** One page of the nutritionist's patients: 1-based page, page size, name search ('' for all). */
export type LoadPatients = (page: number, size: number, name: string) => Promise<Page<PatientSummary>>;

export type PatientsView =
  | { kind: 'error' }
  | { kind: 'welcome' }
  | { kind: 'list'; list: Page<PatientSummary>; page: number; totalPatients: number };

export async function loadPatientsView(
  load: LoadPatients,
  page: number,
  name: string,
  /** The page's two first reads, when the page already started them (readAs). */
  asked: { list?: Promise<Page<PatientSummary>>; everyone?: Promise<Page<PatientSummary>> } = {},
): Promise<PatientsView> {
  try {
    // With a search, the heading still counts every patient: one more (tiny) call.
    const [{ list, page: shown }, everyone] = await Promise.all([
      loadPageOrLast((target) => load(target, PATIENT_PAGE_SIZE, name), page, asked.list),
      name ? (asked.everyone ?? load(1, 1, '')).then((all) => all.total_elements) : Promise.resolve(null),
    ]);
    const totalPatients = everyone ?? list.total_elements;
    return totalPatients === 0 ? { kind: 'welcome' } : { kind: 'list', list, page: shown, totalPatients };
  } catch (error) {
    if (error instanceof ApiProblem) return { kind: 'error' };
    throw error;
  }
}

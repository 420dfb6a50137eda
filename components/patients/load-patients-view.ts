// What the patient list shows for a page and a search: the list, the welcome for a nutritionist with no
// patients yet, or the load error. Kept apart from the page so each outcome is tested without a server.
import type { Page, PatientSummary } from '@/lib/api/contract';
import { UpstreamError } from '@/lib/api/errors';

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
): Promise<PatientsView> {
  try {
    // With a search, the heading still counts every patient: one more (tiny) call.
    let [list, totalPatients] = await Promise.all([
      load(page, PATIENT_PAGE_SIZE, name),
      name ? load(1, 1, '').then((all) => all.total_elements) : Promise.resolve(-1),
    ]);
    // A page past the end (an old link, a shorter search) shows the last page instead.
    if (list.total_pages > 0 && page > list.total_pages) {
      page = list.total_pages;
      list = await load(page, PATIENT_PAGE_SIZE, name);
    }
    if (totalPatients < 0) totalPatients = list.total_elements;
    return totalPatients === 0 ? { kind: 'welcome' } : { kind: 'list', list, page, totalPatients };
  } catch (error) {
    if (error instanceof UpstreamError) return { kind: 'error' };
    throw error;
  }
}

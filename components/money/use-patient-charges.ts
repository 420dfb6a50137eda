'use client';

// A patient's charges with the signed-in nutritionist, as the browser reads them: a page of them all
// (her 'Financeiro'), or the packages sold to her (what may cover an appointment).
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { Charge, ChargePage, PatientPackageInput } from '@/lib/api/contract';
import { moneyPaths } from '@/lib/api/paths/money';
import { viaProxy } from '@/lib/api/paths/proxy';
import { PATIENT_CHARGES_PAGE_SIZE, PATIENT_PACKAGES_READ } from '@/lib/rules/money';

const options = { revalidateOnFocus: false } as const;

/** What every read of her charges starts with, whatever its page or kind. */
export function patientChargesPrefix(patientId: number): string {
  return viaProxy(moneyPaths.userCharges(patientId));
}

export function patientChargesKey(patientId: number, page: number): string {
  return viaProxy(
    moneyPaths.userCharges(patientId, { page: String(page), size: String(PATIENT_CHARGES_PAGE_SIZE) }),
  );
}

export function usePatientCharges(patientId: number, page: number) {
  return useSWR(patientChargesKey(patientId, page), (path: string) => readJson<ChargePage>(path), {
    ...options,
    keepPreviousData: true,
  });
}

export function patientPackagesKey(patientId: number): string {
  return viaProxy(
    moneyPaths.userCharges(patientId, { kind: 'PACKAGE', page: '0', size: String(PATIENT_PACKAGES_READ) }),
  );
}

export function usePatientPackages(patientId: number) {
  return useSWR(patientPackagesKey(patientId), (path: string) => readJson<ChargePage>(path), options);
}

/** The packages sold to her that have a consultation left to cover. */
export function packagesWithConsultationsLeft(page: ChargePage | undefined): Charge[] {
  return (page?.content ?? []).filter(
    (charge) => charge.package !== null && charge.package.used < charge.package.consultations,
  );
}

/** A page of charges with one of them as the API now answers it. */
export function withCharge(page: ChargePage, charge: Charge): ChargePage {
  return {
    ...page,
    content: page.content.map((shown) =>
      shown.kind === charge.kind && shown.id === charge.id ? charge : shown,
    ),
  };
}

/** One of the nutritionist's packages sold to her: answers with it as a charge. */
export function sellPackage(patientId: number, input: PatientPackageInput) {
  return readJson<Charge>(viaProxy(moneyPaths.userPackages(patientId)), { method: 'POST', json: input });
}

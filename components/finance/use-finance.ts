'use client';

// The 'Financeiro' page's SWR resources: her prices, her packages, her receipt issuer data, the month and
// the debts.
// Each write answers with the new state, which the cache it is given (useSWRConfig's) takes without another read.
import useSWR, { type KeyedMutator, type ScopedMutator } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type {
  ConsultationPackage,
  ConsultationPackageInput,
  ConsultationPackages,
  ConsultationPackageUpdateInput,
  ConsultationPrices,
  ConsultationPricesInput,
  FinanceMonth,
  PendingChargePage,
  ReceiptIssuer,
} from '@/lib/api/contract';
import { moneyPaths } from '@/lib/api/paths/money';
import { viaProxy } from '@/lib/api/paths/proxy';
import { PENDING_CHARGES_PAGE_SIZE } from '@/lib/rules/money';

const options = { revalidateOnFocus: false } as const;

export function usePrices(nutritionistId: number) {
  return useSWR(
    viaProxy(moneyPaths.nutritionistPrices(nutritionistId)),
    (path: string) => readJson<ConsultationPrices>(path),
    options,
  );
}

export async function savePrices(
  mutate: ScopedMutator,
  nutritionistId: number,
  input: ConsultationPricesInput,
) {
  const key = viaProxy(moneyPaths.nutritionistPrices(nutritionistId));
  const prices = await readJson<ConsultationPrices>(key, { method: 'PUT', json: input });
  await mutate(key, prices, { revalidate: false });
  return prices;
}

export function usePackages(nutritionistId: number) {
  return useSWR(
    viaProxy(moneyPaths.nutritionistPackages(nutritionistId)),
    (path: string) => readJson<ConsultationPackages>(path),
    options,
  );
}

/** As the API lists them: the active ones first, by name. */
function sortPackages(packages: ConsultationPackage[]): ConsultationPackage[] {
  return packages.sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id,
  );
}

/**
 * Her packages' writes, each answering with the package, which the list (the hook's bound mutate) takes
 * in its place without another read.
 */
export function createPackageWrites(nutritionistId: number, mutate: KeyedMutator<ConsultationPackages>) {
  const keep = async (saved: ConsultationPackage) => {
    await mutate(
      (list) => ({
        packages: sortPackages([...(list?.packages ?? []).filter((shown) => shown.id !== saved.id), saved]),
      }),
      { revalidate: false },
    );
    return saved;
  };
  return {
    create: async (input: ConsultationPackageInput) =>
      keep(
        await readJson<ConsultationPackage>(viaProxy(moneyPaths.nutritionistPackages(nutritionistId)), {
          method: 'POST',
          json: input,
        }),
      ),
    update: async (packageId: number, input: ConsultationPackageUpdateInput) =>
      keep(
        await readJson<ConsultationPackage>(
          viaProxy(moneyPaths.nutritionistPackage(nutritionistId, packageId)),
          {
            method: 'PATCH',
            json: input,
          },
        ),
      ),
  };
}

export type PackageWrites = ReturnType<typeof createPackageWrites>;

export function useReceiptIssuer(nutritionistId: number) {
  return useSWR(
    viaProxy(moneyPaths.nutritionistReceiptIssuer(nutritionistId)),
    (path: string) => readJson<ReceiptIssuer>(path),
    options,
  );
}

export async function saveReceiptIssuer(mutate: ScopedMutator, nutritionistId: number, cpf: string) {
  const key = viaProxy(moneyPaths.nutritionistReceiptIssuer(nutritionistId));
  const issuer = await readJson<ReceiptIssuer>(key, { method: 'PUT', json: { cpf } });
  await mutate(key, issuer, { revalidate: false });
  return issuer;
}

export function useFinanceMonth(nutritionistId: number, yearMonth: string) {
  return useSWR(
    viaProxy(moneyPaths.nutritionistFinance(nutritionistId, yearMonth)),
    (path: string) => readJson<FinanceMonth>(path),
    { ...options, keepPreviousData: true },
  );
}

export function usePendingCharges(nutritionistId: number, page: number) {
  const query = { page: String(page), size: String(PENDING_CHARGES_PAGE_SIZE) };
  return useSWR(
    viaProxy(moneyPaths.nutritionistPendingCharges(nutritionistId, query)),
    (path: string) => readJson<PendingChargePage>(path),
    { ...options, keepPreviousData: true },
  );
}

/** The portal's own route that hands the month's CSV over (app/(portal)/(care)/finance/received-csv). */
export function receivedCsvHref(yearMonth: string): string {
  return `/finance/received-csv?year_month=${encodeURIComponent(yearMonth)}`;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { FinancePage } from '@/components/finance/finance-page';
import { withClientMessages } from '@/components/i18n/client-messages';
import { prefetchFinance } from '@/lib/api/server/money';
import { requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('finance') };
}

async function FinanceRoute() {
  const { user } = await requireAudience(['nutritionist']);
  // The month of today in the practice's zone, decided once on the server so the browser starts on it.
  const currentMonth = toIsoDate(new Date()).slice(0, 7);
  // Read here so the page shows whole from the first paint; a read that fails is asked again in the browser.
  const fallback = await prefetchFinance(user.id, currentMonth);
  return (
    <SWRConfig value={{ fallback }}>
      <FinancePage nutritionistId={user.id} currentMonth={currentMonth} />
    </SWRConfig>
  );
}

export default withClientMessages(
  ['AppointmentLabels', 'Errors', 'FinancePage', 'MoneyLabels', 'Ui'],
  FinanceRoute,
);

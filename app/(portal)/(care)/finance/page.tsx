import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FinancePage } from '@/components/finance/finance-page';
import { withClientMessages } from '@/components/i18n/client-messages';
import { requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('finance') };
}

async function FinanceRoute() {
  const { user } = await requireAudience(['nutritionist']);
  // The month of today in the practice's zone, decided once on the server so the browser starts on it.
  return <FinancePage nutritionistId={user.id} currentMonth={toIsoDate(new Date()).slice(0, 7)} />;
}

export default withClientMessages(
  ['AppointmentLabels', 'Errors', 'FinancePage', 'MoneyLabels', 'Ui'],
  FinanceRoute,
);

import { yearMonthSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { errorPageResponse } from '@/lib/api/server/error-page';
import { openReceivedCsv } from '@/lib/api/server/money';
import { requireAudience } from '@/lib/auth/current-user';

// GET /finance/received-csv?year_month=YYYY-MM – what she received in the month, for the Carnê-Leão.
export async function GET(request: Request) {
  try {
    const { user } = await requireAudience(['nutritionist']);
    const month = yearMonthSchema.safeParse(new URL(request.url).searchParams.get('year_month'));
    if (!month.success) return new Response(null, { status: 404 });
    const upstream = await openReceivedCsv(user.id, month.data);
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="recebidos-${month.data}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiProblem) return errorPageResponse(error);
    throw error;
  }
}

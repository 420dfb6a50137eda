import { idParamSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { errorPageResponse } from '@/lib/api/server/error-page';
import { openReceiptPdf } from '@/lib/api/server/money';
import { requireAudience } from '@/lib/auth/current-user';

// GET /receipts/{id}/pdf – one of her receipts as the API renders it, streamed through; hers only.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    await requireAudience(['nutritionist']);
    const parsed = idParamSchema.safeParse((await params).id);
    if (!parsed.success) return new Response(null, { status: 404 });
    const upstream = await openReceiptPdf(parsed.data);
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="recibo-${parsed.data}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    // The browser navigated here: a failed upstream call (a receipt not hers is a 404) gets the portal's
    // error page instead of Next's empty 500, as the meal plan's PDF does.
    if (error instanceof ApiProblem) return errorPageResponse(error);
    throw error;
  }
}

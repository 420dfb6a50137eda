import { getTranslations } from 'next-intl/server';
import { idParamSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { errorPageResponse } from '@/lib/api/server/error-page';
import { getPatientExport } from '@/lib/api/server/patient-record';
import { requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';
import { getPatientExportPdfFileName } from '@/lib/format/file-names';
import { buildExportPdfModel } from '@/lib/pdf/export/build-export-pdf-model';
import { renderExportPdf } from '@/lib/pdf/export/render-export-pdf';
import { withExportPdfSlot } from '@/lib/pdf/export-pdf-slots';
import { site } from '@/lib/site';

// GET /patients/{id}/export/pdf – everything held about the patient as a readable A4 PDF; her nutritionist only.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    return await renderExport((await params).id);
  } catch (error) {
    // The browser navigated here: a failed upstream call gets the portal's error page, as the plan's PDF does.
    if (error instanceof ApiProblem) return errorPageResponse(error);
    throw error;
  }
}

async function renderExport(id: string): Promise<Response> {
  const { user } = await requireAudience(['nutritionist']);
  return withExportPdfSlot(user.id, () => drawExport(id));
}

async function drawExport(id: string): Promise<Response> {
  const parsed = idParamSchema.safeParse(id);
  const data = parsed.success ? await getPatientExport(parsed.data) : null;
  if (!data) return new Response(null, { status: 404 });

  const t = await getTranslations();
  const model = buildExportPdfModel({
    data,
    productName: site.productName,
    t: (key, values) => t(key as never, values as never),
  });
  const pdf = await renderExportPdf(model);
  const fileName = getPatientExportPdfFileName(data.account.name, toIsoDate(new Date(data.generated_at)));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

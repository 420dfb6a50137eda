'use client';

import { type MouseEvent, useState } from 'react';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { fetchPlanPdf } from './fetch-plan-pdf';

/**
 * 'Baixar PDF': a plain download link, which the page fetches itself when it can, so a failure is said
 * in the page instead of a broken download in the browser's bar; an ended session goes to its page.
 */
export function PdfDownloadLink({
  href,
  fileName,
  label,
  busyLabel,
  failedText,
  className,
}: {
  href: string;
  fileName: string;
  label: string;
  busyLabel: string;
  failedText: string;
  className?: string;
}) {
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetchPlanPdf(href);
      const isPdf = response.headers.get('content-type') === 'application/pdf';
      if (!isPdf && response.redirected) {
        // The route gate sent it elsewhere (the session ended): go there, as a page would.
        window.location.assign(response.url);
        return;
      }
      if (!isPdf) throw new Error(`PDF answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      showToast(failedText, { tone: 'error', duration: MESSAGE_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a className={className} href={href} download={fileName} onClick={download} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </a>
  );
}

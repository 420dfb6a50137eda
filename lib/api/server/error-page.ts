// The portal's error page for a route handler a browser navigates to (a download link), where a thrown
// error would be Next's empty 500: what the error boundary says, as a small document with its own status.
import 'server-only';
import { portalMessages as messages } from '@/lib/i18n/portal-messages';
import { errorMessageKey } from '../error-messages';
import type { ApiProblem } from '../errors';

/**
 * A failed upstream call as an HTML page: 503 when unreachable, 504 when it timed out, the upstream's own
 * status otherwise. Every text is a fixed message of pt-BR.json, never input, so none needs escaping; the
 * retry link (an empty href) asks for the same address again.
 */
export function errorPageResponse(problem: ApiProblem): Response {
  const page = messages.ErrorPage;
  const html = [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${page.title}</title></head>`,
    '<body><main role="alert">',
    `<h1>${page.title}</h1>`,
    `<p>${messages.Errors[errorMessageKey(problem.code)]}</p>`,
    `<p><a href="">${page.retry}</a></p>`,
    '</main></body>',
    '</html>',
  ].join('\n');
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  // A throttle's wait (an export already running, a busy server) is passed on to the browser.
  if (problem.retryAfter) headers.set('Retry-After', problem.retryAfter);
  return new Response(html, { status: problem.status, headers });
}

'use client';

import { sendRequest } from '@/lib/api/browser/client';

/**
 * The printed plan from its portal route, through the client so an ended session is handled as on any call;
 * the caller reads whether it is the PDF or a redirect of the route gate.
 */
export function fetchPlanPdf(href: string): Promise<Response> {
  return sendRequest(href);
}

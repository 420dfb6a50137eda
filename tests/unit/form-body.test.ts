// A script-free page's own form post: read when small and urlencoded, and taken only from the page itself.

import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, isOwnFormPost, readFormBody } from '@/lib/http/form-body';

function request(headers: Record<string, string>, body = ''): IncomingMessage {
  return Object.assign(Readable.from([Buffer.from(body)]), { headers }) as unknown as IncomingMessage;
}

describe('a form posted to a script-free page', () => {
  it('reads a urlencoded body', async () => {
    const form = await readFormBody(
      request(
        { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        'name=Ana+L%C3%BAcia&acao=reservar',
      ),
    );
    expect(form?.get('name')).toBe('Ana Lúcia');
  });

  it('refuses another type, and a body past the limit', async () => {
    expect(await readFormBody(request({ 'content-type': 'application/json' }, '{}'))).toBeNull();
    const large = `note=${'x'.repeat(FORM_BODY_LIMIT)}`;
    expect(
      await readFormBody(request({ 'content-type': 'application/x-www-form-urlencoded' }, large)),
    ).toBeNull();
  });

  it("takes a post from the page's own origin only", () => {
    expect(isOwnFormPost(request({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOwnFormPost(request({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isOwnFormPost(request({ origin: 'https://portal.test', host: 'portal.test' }))).toBe(true);
    expect(isOwnFormPost(request({ origin: 'https://evil.test', host: 'portal.test' }))).toBe(false);
    expect(isOwnFormPost(request({ host: 'portal.test' }))).toBe(false);
  });
});

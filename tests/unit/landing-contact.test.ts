import { describe, expect, it } from 'vitest';
import {
  buildEmailText,
  buildMailtoUrl,
  inspectMailWindow,
  isContactComplete,
  shouldOfferCopy,
} from '@/components/landing/contact-rules';

const labels = { to: 'Para', subject: 'Assunto', name: 'Nome' };
const filled = { name: ' Ana ', subject: ' Dúvida ', message: ' Como conecto meu nutricionista?\nObrigada ' };

describe('isContactComplete', () => {
  it('needs name, subject and message', () => {
    expect(isContactComplete(filled)).toBe(true);
    expect(isContactComplete({ ...filled, name: '' })).toBe(false);
    expect(isContactComplete({ ...filled, subject: '' })).toBe(false);
    expect(isContactComplete({ ...filled, message: '' })).toBe(false);
  });

  it('treats a field of only blanks as empty', () => {
    expect(isContactComplete({ ...filled, name: '   ' })).toBe(false);
    expect(isContactComplete({ ...filled, subject: '\t' })).toBe(false);
    expect(isContactComplete({ ...filled, message: ' \n ' })).toBe(false);
  });
});

describe('buildMailtoUrl', () => {
  it('addresses the support e-mail with the trimmed subject and a body naming the sender', () => {
    const url = buildMailtoUrl('suporte@nutrir.app.br', filled, labels);
    expect(url.startsWith('mailto:suporte@nutrir.app.br?')).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Dúvida');
    expect(query.get('body')).toBe('Nome: Ana\n\nComo conecto meu nutricionista?\nObrigada');
  });

  it('encodes characters that would break the link', () => {
    const url = buildMailtoUrl('a@b.co', { name: 'A&B', subject: '50% off?', message: 'x=1&y=2#z' }, labels);
    expect(url).not.toMatch(/[ #]/);
    expect(url).toContain('subject=50%25%20off%3F');
  });
});

describe('buildEmailText', () => {
  it('holds the address, subject, name and message for writing the e-mail by hand', () => {
    expect(buildEmailText('suporte@nutrir.app.br', filled, labels)).toBe(
      'Para: suporte@nutrir.app.br\nAssunto: Dúvida\nNome: Ana\n\nComo conecto meu nutricionista?\nObrigada',
    );
  });
});

describe('mail window check', () => {
  it('offers the copy when no window opened', () => {
    const state = inspectMailWindow(null);
    expect(state).toEqual({ opened: false });
    expect(shouldOfferCopy(state)).toBe(true);
  });

  it('offers the copy when the window was closed', () => {
    const state = inspectMailWindow({ closed: true, location: { href: 'about:blank' } });
    expect(shouldOfferCopy(state)).toBe(true);
  });

  it('offers the copy when the window stayed blank', () => {
    expect(shouldOfferCopy(inspectMailWindow({ closed: false, location: { href: 'about:blank' } }))).toBe(
      true,
    );
    expect(shouldOfferCopy(inspectMailWindow({ closed: false, location: { href: '' } }))).toBe(true);
  });

  it('counts a window that went elsewhere as a hand-off', () => {
    const state = inspectMailWindow({
      closed: false,
      location: { href: 'https://mail.example.com/compose' },
    });
    expect(shouldOfferCopy(state)).toBe(false);
  });

  it('counts an unreadable (cross-origin) window as a hand-off', () => {
    const crossOrigin = {
      closed: false,
      get location(): { href: string } {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(inspectMailWindow(crossOrigin)).toEqual({ opened: true, closed: false, blank: false });
    expect(shouldOfferCopy(inspectMailWindow(crossOrigin))).toBe(false);
  });
});

import { getRequestConfig } from 'next-intl/server';
import { PRODUCT_TIME_ZONE } from '@/lib/format/dates';
import { compileMessages } from '@/lib/i18n/compile-messages';
import { portalMessages } from '@/lib/i18n/portal-messages';

// Compiled once per process, not per request (lib/i18n/compile-messages.ts).
const compiled = compileMessages(portalMessages);

// One language, no locale in the URL: every request renders pt-BR.
export default getRequestConfig(async () => ({
  locale: 'pt-BR',
  timeZone: PRODUCT_TIME_ZONE,
  messages: compiled,
}));

import { getRequestConfig } from 'next-intl/server';
import { PRODUCT_TIME_ZONE } from '@/lib/format/dates';
import messages from '../messages/pt-BR.json';

// One language, no locale in the URL: every request renders pt-BR.
export default getRequestConfig(async () => ({
  locale: 'pt-BR',
  timeZone: PRODUCT_TIME_ZONE,
  messages,
}));

import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/pt-BR.json';

// One language, no locale in the URL: every request renders pt-BR.
export default getRequestConfig(async () => ({
  locale: 'pt-BR',
  timeZone: 'America/Sao_Paulo',
  messages,
}));

import type { AbstractIntlMessages, Messages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/pick-messages';
import messages from '@/messages/pt-BR.json';

/** The namespaces a public page renders, for getStaticProps: only these reach the page's data. */
export function getPublicMessages(namespaces: readonly (keyof Messages)[]): AbstractIntlMessages {
  // The privacy text keeps its lists as arrays (read with t.raw), which next-intl's props type does not describe.
  return pickMessages(messages, namespaces) as unknown as AbstractIntlMessages;
}

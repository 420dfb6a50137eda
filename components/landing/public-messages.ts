import type { AbstractIntlMessages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/pick-messages';
import messages from '@/messages/pt-BR.json';

// The privacy text keeps its lists as arrays (read with t.raw), which next-intl's message type does not describe.
const allMessages = messages as unknown as AbstractIntlMessages;

/** The namespaces a public page renders, for getStaticProps: only these reach the page's data. */
export function getPublicMessages(namespaces: readonly string[]): AbstractIntlMessages {
  return pickMessages(allMessages, namespaces);
}

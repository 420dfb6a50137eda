import type { AbstractIntlMessages, Messages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/pick-messages';
import messages from '@/messages/pt-BR.json';

/** The namespaces a public page renders, for getStaticProps: only these reach the page's data. */
export function getPublicMessages(namespaces: readonly (keyof Messages)[]): AbstractIntlMessages {
  // The privacy text keeps its lists as arrays, which next-intl's props type does not describe. Not compiled
  // (lib/i18n/compile-messages.ts): these pages render with use-intl's own parser and ship no script.
  return pickMessages(messages, namespaces) as unknown as AbstractIntlMessages;
}

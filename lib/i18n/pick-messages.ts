import type { AbstractIntlMessages } from 'next-intl';

/** Only the namespaces a page's client components use travel to the browser. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  );
}

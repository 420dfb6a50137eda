import type { Messages } from 'next-intl';

/** Only the namespaces a page's client components use travel to the browser. */
export function pickMessages(messages: Messages, namespaces: readonly (keyof Messages)[]): Partial<Messages> {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
}

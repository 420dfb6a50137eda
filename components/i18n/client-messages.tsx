import { type Messages, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';

/**
 * Hands the browser only the message namespaces the client components below it read. All the messages
 * would be serialised into every page (about 60 KB, most of a signed-in page's render time).
 * A nested provider replaces its parent's messages, so a page lists everything its own subtree needs;
 * tests/unit/client-messages.test.ts walks each page's imports and fails on a missing namespace.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>
  );
}

/** A page whose whole output, on every branch, gets the given namespaces. */
export function withClientMessages<Props extends object>(
  namespaces: readonly (keyof Messages)[],
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
) {
  return function PageWithClientMessages(props: Props) {
    return (
      <ClientMessages namespaces={namespaces}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}

// Both layers over PGlite's queries (pglite-statements.ts, pglite-parsers.ts) replace its query function: on
// the client, and on the handle each transaction gives its callback.
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Query = PGlite['query'];

/** Replaces `query` on the client and on every transaction's handle (`tx`) by what `wrap` makes of it. */
export function wrapQueries(client: PGlite, wrap: (query: Query, tx?: Transaction) => Query): void {
  client.query = wrap(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: Transaction) => {
      tx.query = wrap(tx.query, tx);
      return callback(tx);
    });
}

// PGlite runs each query as six exchanges with the engine (parse, describe, bind, describe, execute, sync),
// and PostgreSQL parses and plans its text every time: the API's own thread pays for both. Planning alone
// was 2.3 ms of the patient's plan read and 4 ms of the home's week. Here a query's text is prepared once as
// a named statement, and each later run is one exchange (bind, describe, execute, sync) that PostgreSQL may
// answer from a cached plan, as any server driver's prepared statements are. Statements are kept for the
// most recently used texts only, and a text that is not a plain read or write runs as before.
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type Query, wrapQueries } from './pglite-queries';

/** Distinct texts kept prepared; the least recently used one is closed beyond this. */
export const KEPT_STATEMENTS = 200;

const { serialize } = protocol;
/** Statements worth keeping: reads and writes. Schema changes, VACUUM and the like run as before. */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Options this path handles; any other (a blob, parameter types, serializers) takes PGlite's own way. */
const HANDLED_OPTIONS = new Set(['rowMode', 'parsers']);

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it, for serialising the values. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** The error as PGlite's own query would throw it: with the query, its values and its options. */
function asQueryError(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  return error instanceof Error ? Object.assign(error, { query, params, queryOptions: options }) : error;
}

export function reuseStatements(client: PGlite, capacity = KEPT_STATEMENTS): void {
  const statements = new Map<string, Statement>();
  let named = 0;

  const exchange = (parts: Uint8Array[]) => client.execProtocolStream(concat(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++named}`;
    // Room first: the least recently used statement is closed in the same exchange.
    const closing: Uint8Array[] = [];
    const [oldest] = statements.size >= capacity ? statements : [];
    if (oldest) {
      statements.delete(oldest[0]);
      closing.push(serialize.close({ type: 'S', name: oldest[1].name }));
    }
    const described = await exchange([
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  /** The statement of `text`, most recently used now. */
  function prepared(text: string): Statement | Promise<Statement> {
    const statement = statements.get(text);
    if (!statement) return prepare(text);
    statements.delete(text);
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return client._runExclusiveQuery(async () => {
      let statement: Statement | undefined;
      try {
        statement = await prepared(text);
        const { paramTypes } = statement;
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const serializer = client.serializers[paramTypes[index] ?? 0];
          return serializer ? serializer(param) : String(param);
        });
        const messages = await exchange([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        if (!inTransaction) await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      } catch (error) {
        // A statement PostgreSQL no longer holds, or whose plan no longer fits, is prepared afresh next time.
        if (statement && statements.get(text) === statement) {
          const code = (error as { code?: string }).code;
          if (code === '26000' || code === '0A000') statements.delete(text);
        }
        throw asQueryError(error, text, params, options);
      }
    });
  }

  const handles = (text: string, options?: QueryOptions) =>
    REUSABLE.test(text) && Object.keys(options ?? {}).every((key) => HANDLED_OPTIONS.has(key));

  wrapQueries(
    client,
    (query, tx) =>
      (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!handles(text, options)) return query<T>(text, params, options);
        // Outside a transaction, a query waits for any running one, as PGlite's own does.
        if (!tx) return client._runExclusiveTransaction(() => run<T>(text, params, options, false));
        if (tx.closed) throw new Error('Transaction is closed');
        return run<T>(text, params, options, true);
      }) as Query,
  );
}

// A start that fails says why in one line: the port another process holds, the setting out of bounds, the
// database that does not answer.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStartFailure, isAddressInUse } from '@/lib/log/start-failure';
import { readConfig } from '@/upstream/src/config';
import { openPostgres } from '@/upstream/src/db/client';
import { localGooglePort } from '@/upstream/src/oidc/local-google';

let holder: Server;
let takenPort: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  takenPort = (holder.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

function listenOn(port: number): Promise<unknown> {
  const second = createServer();
  return new Promise((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1', () => second.close(() => resolve(undefined)));
  });
}

describe('describeStartFailure', () => {
  it('names a port another process holds, and the setting that moves it', async () => {
    const error = await listenOn(takenPort);
    expect(isAddressInUse(error)).toBe(true);
    expect(describeStartFailure(error, { [takenPort]: 'API_PORT' })).toBe(
      `port ${takenPort} is already in use (another copy may be running); choose another with API_PORT`,
    );
  });

  it('lists the settings out of bounds', () => {
    let error: unknown;
    try {
      readConfig({ ...process.env, API_PORT: 'muitas', STOP_GRACE_MS: '-1' });
    } catch (caught) {
      error = caught;
    }
    const line = describeStartFailure(error);
    expect(line).toMatch(/^invalid settings: /);
    expect(line).toContain('API_PORT');
    expect(line).toContain('STOP_GRACE_MS');
    expect(line).not.toContain('\n');
  });

  it('says a database server that refuses connections cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there, so the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await openPostgres(`postgres://postgres@127.0.0.1:${freePort}/nada`);
    const error = await refused.migrate().catch((caught: unknown) => caught);
    await refused.close();
    expect(describeStartFailure(error)).toMatch(
      new RegExp(`^the database at 127\\.0\\.0\\.1:${freePort} cannot be reached \\(ECONNREFUSED\\)`),
    );
  });
});

describe("Google's local stand-in port", () => {
  it("is LOCAL_GOOGLE_PORT, else the one after the API's, so a second copy on API_PORT 4100 takes 4101", () => {
    expect(localGooglePort({})).toBe(4001);
    expect(localGooglePort({ API_PORT: '4100' })).toBe(4101);
    expect(localGooglePort({ API_PORT: '4100', LOCAL_GOOGLE_PORT: '5000' })).toBe(5000);
  });
});

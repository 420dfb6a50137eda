// A minimal SMTP server on a free local port that keeps what it receives: enough of RFC 5321 for
// nodemailer's plain (no TLS, no auth) delivery, so the API's SMTP path is tested over a real socket.
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** How many messages it has refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/** `refusing.count`: how many more messages to refuse with a temporary failure (451), as a busy server does. */
function serve(socket: Socket, received: ReceivedMail[], refusing: { count: number }) {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 localhost ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    while (true) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        // Dot-stuffed lines lose their leading dot.
        mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        inData = false;
        if (refusing.count > 0) {
          refusing.count -= 1;
          mail = { from: '', to: [], data: '' };
          reply('451 4.3.0 Try again later');
          continue;
        }
        received.push(mail);
        mail = { from: '', to: [], data: '' };
        reply('250 OK');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
}

export async function startSmtpSink({ refuseFirst = 0 }: { refuseFirst?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusing = { count: refuseFirst };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client killed mid-conversation (tests/api/jobs-restart.test.ts) resets its connection: that is
    // the client's end, not a failure of the test.
    socket.on('error', () => socket.destroy());
    serve(socket, received, refusing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refused: () => refuseFirst - refusing.count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

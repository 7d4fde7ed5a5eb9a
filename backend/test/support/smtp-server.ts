/**
 * A mail server of a test's own on a free port: it accepts what nodemailer sends over plain SMTP and
 * keeps each message, refuses connections while stopped (the mail server down), and answers 550 to
 * the recipients `refuses` names (an address that fails for good).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  raw: string;
}

export interface OwnSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Received mails to that address whose subject contains `subject` (all of them without). */
  to(address: string, subject?: string): ReceivedMail[];
  /** Recipients refused for good while this answers true for them. */
  refuses: (recipient: string) => boolean;
  start(): Promise<void>;
  /** Closes the port and drops open connections: connections are refused until start(). */
  stop(): Promise<void>;
}

function header(raw: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
}

export async function startSmtpServer(): Promise<OwnSmtpServer> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const own: OwnSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    to: (address, subject = '') =>
      own.received.filter((mail) => mail.to.toLowerCase() === address.toLowerCase() && mail.subject.includes(subject)),
    refuses: () => false,
    start: () =>
      new Promise((done, fail) => {
        server = createServer((socket) => converse(socket));
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => done());
      }),
    stop: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return done();
        server.close(() => done());
        server = null;
      }),
  };

  function converse(socket: Socket): void {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let recipient = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          own.received.push({ to: recipient, subject: header(raw, 'Subject'), messageId: header(raw, 'Message-ID'), raw });
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 test-smtp');
        else if (command === 'MAIL') reply('250 sender ok');
        else if (command === 'RCPT') {
          recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply(own.refuses(recipient) ? '550 no such mailbox' : '250 recipient ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  }

  await own.start();
  return own;
}

// A mail server of a run's own for the fleet's SMTP_URL: it accepts what nodemailer sends over plain
// SMTP and keeps each message's recipient, subject, Message-ID, unsubscribe header and arrival time;
// while stopped its port refuses connections, as a mail server that is down does.
import { createServer } from 'node:net';

const header = (raw, name) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

/** Starts listening on `port` (127.0.0.1); answers { url, received, start(), stop() }. */
export async function startSmtpSink({ port }) {
  const sockets = new Set();
  let server = null;

  function converse(socket) {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let recipient = '';
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 fault-run smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          sink.received.push({
            to: recipient.toLowerCase(),
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            digest: /^List-Unsubscribe-Post:/im.test(raw),
            at: performance.now(),
          });
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fault-run smtp');
        else if (command === 'MAIL' || command === 'RSET' || command === 'NOOP') reply('250 ok');
        else if (command === 'RCPT') {
          recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  }

  const sink = {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message accepted, in order of arrival. */
    received: [],
    start: () =>
      new Promise((resolve, reject) => {
        server = createServer(converse);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      }),
    /** Closes the port and drops open connections: every connection is refused until start(). */
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
  await sink.start();
  return sink;
}

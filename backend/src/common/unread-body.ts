import type { Socket } from 'node:net';
import type { Request, Response } from 'express';

/** How long a refused request's connection stays open for the client to read the answer. */
const LINGER_MS = 2000;

/**
 * For an answer given before the request body was read (a refused upload, an oversized body): the
 * connection is closed once the answer is sent, instead of Node reading the rest of the body so
 * the connection could be reused.
 */
export function closeUnreadBody(req: Request, res: Response): void {
  if (req.complete || req.readableEnded) return;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  res.once('finish', () => lingerThenClose(req.socket));
}

/**
 * Node ends a `Connection: close` socket and destroys it as soon as the answer is flushed; with body
 * bytes still arriving, that destroy is a TCP reset, which can make the client drop the answer unread.
 * Instead the socket stops reading, keeps its end (FIN) and is destroyed when the client closes, or
 * after a short linger.
 */
function lingerThenClose(socket: Socket): void {
  socket.removeListener('finish', socket.destroy);
  socket.pause();
  if (!socket.writableEnded) socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

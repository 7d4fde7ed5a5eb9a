import type { Request, Response } from 'express';

/**
 * For an answer given before the request body was read (a refused upload, an oversized body): the
 * connection is closed once the answer is sent, instead of Node reading the rest of the body so
 * the connection could be reused.
 */
export function closeUnreadBody(req: Request, res: Response): void {
  if (req.complete || req.readableEnded) return;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  res.once('finish', () => req.destroy());
}

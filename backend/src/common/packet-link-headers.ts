import type { NextFunction, Request, Response } from 'express';

/**
 * The headers of everything a packet link serves, its page and its API answers alike: never indexed or
 * followed by search engines, never stored by a cache, and the token-bearing address never sent on as
 * a referrer.
 */
export function setPacketLinkHeaders(res: Response): void {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** Sets the packet link headers before anything can answer, so a refusal (404, 429) carries them too. */
export function packetLinkHeaders(_req: Request, res: Response, next: NextFunction): void {
  setPacketLinkHeaders(res);
  next();
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import compression from 'compression';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { ROUTES } from '@nurse/domain';
import { HOSTED_REMOTES } from '@nurse/federation';
import type { AppConfig } from '../config/app-config';
import { isApiPath } from '../common/api-path';
import { setPacketLinkHeaders } from '../common/packet-link-headers';

/** The shell's pages whose address carries a token: a shared credentials packet, an unsubscribe link. */
const TOKEN_PAGE_PREFIXES = [ROUTES.packet, ROUTES.unsubscribe].map((route) => route.replace(':token', ''));

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  // Content-hashed files never change; everything else (index.html, remoteEntry.js) is revalidated.
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Everything outside /api: the runtime remotes manifest and, when SERVE_FRONTENDS is on, the built
 * shell and remotes, compressed, with the shell's index.html for every other page address
 * (client-side routing). API requests pass straight through without touching the file system.
 */
export function frontends(config: AppConfig): (req: Request, res: Response, next: NextFunction) => void {
  const router = buildFrontendsRouter(config);
  return (req, res, next) => (isApiPath(req.path) ? next() : router(req, res, next));
}

function buildFrontendsRouter(config: AppConfig): Router {
  const app = Router();
  // The scripts and styles are hundreds of kilobytes and compress well; API answers are small JSON
  // documents, and wrapping every one of them in a compressing stream cost more than it saved.
  app.use(compression());
  app.use('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ remotes: config.remotes });
  });
  if (!config.serveFrontends) return app;

  const logger = new Logger('Frontends');
  const root = path.resolve(config.frontendsDir);
  // Every remote of the federation contract, under the folder of its entry.
  for (const remote of HOSTED_REMOTES) {
    const dist = path.join(root, remote.project, 'dist');
    if (!existsSync(dist)) logger.warn(`${remote.project} is not built (${dist}); its area will show the fallback`);
    app.use(remote.urlPath, express.static(dist, { index: false, setHeaders: setCacheHeaders, fallthrough: false }));
  }

  const shellDist = path.join(root, 'shell-app', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) {
    logger.warn(`The shell is not built (${shellIndex}); run npm run build. Only the API is served.`);
    return app;
  }
  app.use(express.static(shellDist, { index: false, setHeaders: setCacheHeaders }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    // A page whose address carries a token is, like a packet link, never indexed, cached or passed on as a referrer.
    if (TOKEN_PAGE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) setPacketLinkHeaders(res);
    res.sendFile(shellIndex);
  });
  return app;
}

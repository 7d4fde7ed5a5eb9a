import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** Built front ends the embedded server hosts: the shell at /, each remote under /remotes/. */
const HOSTED_REMOTES = [
  { urlPath: '/remotes/mfe-admin', project: 'mfe-admin' },
  { urlPath: '/remotes/mfe-profile', project: 'mfe-profile' },
];

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  // Content-hashed files never change; everything else (index.html, remoteEntry.js) is revalidated.
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Serves the runtime remotes manifest and, when SERVE_FRONTENDS is on, the built shell and remotes,
 * with the shell's index.html for every other page address (client-side routing).
 */
export function serveFrontends(app: NestExpressApplication, config: AppConfig): void {
  app.use('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ remotes: config.remotes });
  });
  if (!config.serveFrontends) return;

  const logger = new Logger('Frontends');
  const root = path.resolve(config.frontendsDir);
  for (const remote of HOSTED_REMOTES) {
    const dist = path.join(root, remote.project, 'dist');
    if (!existsSync(dist)) logger.warn(`${remote.project} is not built (${dist}); its area will show the fallback`);
    app.use(remote.urlPath, express.static(dist, { index: false, setHeaders: setCacheHeaders, fallthrough: false }));
  }

  const shellDist = path.join(root, 'shell-app', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) {
    logger.warn(`The shell is not built (${shellIndex}); run npm run build. Only the API is served.`);
    return;
  }
  app.use(express.static(shellDist, { index: false, setHeaders: setCacheHeaders }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellIndex);
  });
}

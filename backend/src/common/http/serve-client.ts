import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Paths the server answers itself; everything else that asks for HTML is the single-page app. */
const SERVER_PREFIXES = ['/api/', '/graphql', '/health/', '/auth/', '/identity/', '/.well-known/', '/donate/sandbox/'];

/**
 * Serves the built client: hashed assets cached for a year, index.html never
 * cached, and client-side routes (`/chat`, `/privacy`...) answered with index.html.
 */
export function serveClient(clientDir: string): express.RequestHandler[] {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const assets = express.static(clientDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const spaFallback = (req: Request, res: Response, next: NextFunction): void => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
    if (!wantsPage || SERVER_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  return [assets, spaFallback];
}

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { jsonBody } from './common/http/json-body.js';
import { requestIdMiddleware } from './common/http/request-id.middleware.js';
import { serveClient } from './common/http/serve-client.js';
import { NestPinoLogger } from './common/logging/logger.js';
import type { AppConfig } from './config/app-config.js';
import { LifecycleService } from './modules/health/lifecycle.service.js';
import { PAYMENTS_WEBHOOK_PATH, rawWebhookBody } from './providers/payments/webhook-body.js';

export interface CreateAppOptions {
  config: AppConfig;
  logger: Logger;
  databaseUrl: string;
}

/**
 * Builds the whole HTTP application (middleware, API, client) without
 * listening, so `main.ts` and the e2e tests run exactly the same app.
 */
export async function createApp({ config, logger, databaseUrl }: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, logger, databaseUrl }), {
    logger: new NestPinoLogger(logger.child({ context: 'nest' })),
    bodyParser: false,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.env.TRUST_PROXY === 'true');

  const lifecycle = app.get(LifecycleService);
  app.use(requestIdMiddleware(logger));
  app.use((_req: Request, res: Response, next: NextFunction) => {
    // While draining, ask keep-alive clients to reconnect (elsewhere) after this answer.
    if (lifecycle.isShuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  // Firebase Auth's client talks to Google's endpoints and signs in with Google in a popup.
  const firebase = config.driver('identity') === 'firebase';
  const firebaseSources = firebase
    ? {
        script: ['https://apis.google.com'],
        connect: [
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://www.googleapis.com',
        ],
        frame: [`https://${config.env.FIREBASE_AUTH_DOMAIN}`],
      }
    : { script: [], connect: [], frame: [] };
  app.use(
    helmet({
      crossOriginOpenerPolicy: { policy: firebase ? 'same-origin-allow-popups' : 'same-origin' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...firebaseSources.script],
          // react-hot-toast and React's style attributes set inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...firebaseSources.connect],
          'frame-src': ["'self'", ...firebaseSources.frame],
          'manifest-src': ["'self'"],
          'worker-src': ["'self'"],
          'media-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: config.isProduction,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  // Payment webhooks are verified against the exact bytes the provider signed, so that one path keeps its raw body; the JSON parser then skips it.
  app.use(PAYMENTS_WEBHOOK_PATH, rawWebhookBody('512kb'));
  app.use(jsonBody('100kb'));
  for (const handler of serveClient(config.clientDir)) app.use(handler);
  await app.init();
  return app;
}

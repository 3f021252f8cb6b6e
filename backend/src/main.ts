import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedDatabaseError } from './database/embedded-postgres.js';
import { createLogger } from './common/logging/logger.js';
import { AppConfig } from './config/app-config.js';
import { ConfigError } from './config/config.schema.js';
import { LifecycleService } from './modules/health/lifecycle.service.js';
import { startServer } from './server.js';

/** Startup failures a person can fix get one plain line on stderr and exit code 1. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = AppConfig.fromEnvironment();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.env.LOG_LEVEL);

  let server;
  try {
    server = await startServer(config, logger);
    await server.app.listen(config.port, config.env.HOST);
  } catch (error) {
    logger.flush();
    if (error instanceof EmbeddedDatabaseError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use; set PORT to another port.`);
    logger.fatal({ err: error }, 'failed to start');
    await sleep(50);
    process.exit(1);
  }

  const url = `http://localhost:${config.port}`;
  logger.info({ url, environment: config.env.NODE_ENV }, `${config.env.APP_NAME} is running at ${url}`);
  if (process.stderr.isTTY) process.stderr.write(`\n  ${config.env.APP_NAME} is running at ${url}\n\n`);

  const lifecycle = server.app.get(LifecycleService);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    lifecycle.beginShutdown();
    logger.info({ signal }, 'shutting down: readiness now 503, finishing in-flight requests');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting anyway');
      logger.flush();
      process.exit(1);
    }, config.env.SHUTDOWN_TIMEOUT_MS).unref();
    // Lets load balancers see the 503 and stop sending new work before we stop accepting it.
    if (config.env.SHUTDOWN_DRAIN_MS > 0) await sleep(config.env.SHUTDOWN_DRAIN_MS);
    try {
      await server.close();
      logger.info('shutdown complete');
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      logger.flush();
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}

void main();

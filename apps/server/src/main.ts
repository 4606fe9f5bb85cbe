import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config';
import { createHttpServer, httpServerOptions } from './http/server-options';
import { createLogger } from './logger';
import { buildWebku } from './server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const webku = await buildWebku(config, logger);
  webku.runner.start();
  const options = {
    fetch: webku.app.fetch,
    hostname: config.host,
    port: config.port,
    serverOptions: httpServerOptions(config),
    createServer: createHttpServer(webku.front, config),
  };
  const server = serve(options, (info) => {
    logger.info(
      {
        host: config.host,
        port: info.port,
        db: config.database.driver,
        signIn: config.oidc ? 'oidc' : config.devSignIn ? 'dev-sandbox' : 'none',
      },
      `Webku is running at ${config.publicBaseUrl}`,
    );
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    webku.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

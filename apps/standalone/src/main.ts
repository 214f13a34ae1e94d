import 'reflect-metadata';
import { ConfigError, describeConfig, loadConfig } from '@snap/platform-config';
import { startStandalone } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

async function main(): Promise<void> {
  const env = loadConfig(StandaloneEnv);
  const runtime = await startStandalone(env);
  runtime.logger.info(
    { config: describeConfig(env) },
    `SNAP/EBT Store Finder is running at ${runtime.url}`,
  );
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      runtime.close().then(
        () => process.exit(0),
        (error: unknown) => {
          runtime.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // A bad configuration names the variable; anything else is a start-up failure with its cause.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { loadApiConfig } from './config.js';
import { startApi } from './server.js';

/** `pnpm --filter @sutra/api start`: the api alone, configured by the environment. */
try {
  const api = await startApi(loadApiConfig());
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import { runService } from '@sutra/settings';
import { startTracing, stopTracing } from '@sutra/telemetry';
import { loadApiConfig } from './config.js';
import { startApi } from './server.js';

/** `pnpm --filter @sutra/api start`: the api alone, configured by the environment. */
await startTracing({ serviceName: 'sutra-api' });
await runService(async () => {
  const api = await startApi(loadApiConfig());
  return {
    drain: () => api.drain(),
    close: async (options) => {
      await api.close(options);
      await stopTracing();
    },
  };
});

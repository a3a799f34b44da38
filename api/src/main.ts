import { runService } from '@sutra/settings';
import { loadApiConfig } from './config.js';
import { startApi } from './server.js';

/** `pnpm --filter @sutra/api start`: the api alone, configured by the environment. */
await runService(() => startApi(loadApiConfig()));

/**
 * Runs a throw-away stack in its own process and prints `{"url": …, "apiUrl": …, "sandboxUrl": …}` on one line
 * (for benchmarks).
 */
import { startStack } from './stack.js';

const stack = await startStack({ logLevel: 'error', dataDir: process.env.STACK_DATA_DIR || undefined });
console.log(JSON.stringify({ url: stack.url, apiUrl: stack.api.url, sandboxUrl: stack.sandbox.url }));
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

import { startStack } from '../harness/stack.js';

/**
 * Starts the store once for all journeys and stops it after; workers read its address from SUTRA_BASE_URL and the
 * sandbox's (for the mail a journey waits for, e.g. a reset code) from SUTRA_SANDBOX_URL.
 */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.SUTRA_BASE_URL = stack.url;
  process.env.SUTRA_SANDBOX_URL = stack.sandbox.url;
  return async () => {
    await stack.stop();
  };
}

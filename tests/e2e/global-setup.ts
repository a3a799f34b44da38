import { startStack } from '../harness/stack.js';

/** Starts the store once for all journeys and stops it after; workers read its address from SUTRA_BASE_URL. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.SUTRA_BASE_URL = stack.url;
  return async () => {
    await stack.stop();
  };
}

import { startFleet } from '../fleet.js';

/** Uses the fleet `pnpm test:fleet` started (SUTRA_BASE_URL set), or starts one for this run and stops it after. */
export default async function globalSetup() {
  if (process.env.SUTRA_BASE_URL && process.env.SUTRA_SANDBOX_URL) return undefined;
  const fleet = await startFleet();
  process.env.SUTRA_BASE_URL = fleet.shop.url;
  process.env.SUTRA_SANDBOX_URL = fleet.sandbox.url;
  return () => fleet.stop();
}

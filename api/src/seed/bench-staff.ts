/**
 * A member of the catalogue role for benchmarks, and a fresh session of theirs (`machineStaffSession`): prints
 * `{"token":"sst_…"}` as its last line. Run on the benchmark's database before its api starts (as `catalog:large` is):
 *
 *   DATABASE_URL=… pnpm --filter @sutra/api bench:staff-session
 *
 * Never run on a store's database.
 */
import { loadApiConfig } from '../config.js';
import { prepareDatabase } from '../server.js';
import { machineStaffSession } from './machine-staff.js';

const { database } = await prepareDatabase(loadApiConfig(), { demoOwner: false });
const { token } = await machineStaffSession(database.db, { email: 'bench-catalogue@sutra.invalid', role: 'catalogue' });
await database.close();
console.log(JSON.stringify({ token }));

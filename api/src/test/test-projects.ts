// Imports only Node: the vitest configurations load it before any TypeScript tooling runs, and it keeps their start
// light (`server-database.ts` brings the database and the seed).
export { databaseTestFiles } from './database-test-files.js';
export { requireServerInCi } from './require-server.js';

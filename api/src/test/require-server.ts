// Imports nothing: the vitest configurations load it before any TypeScript tooling runs.

/** In CI the race tests must run on a server: a missing TEST_DATABASE_URL fails the run there, not just a notice. */
export function requireServerInCi(suite: string): boolean {
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  if (!onServer && process.env.CI) {
    throw new Error(
      `${suite}: CI is set but TEST_DATABASE_URL is not. The race tests cannot fail on PGlite (one connection); ` +
        'start one with scripts/test/start-postgres.sh (pnpm test does).',
    );
  }
  if (!onServer) console.info(`[${suite}] TEST_DATABASE_URL is not set: running on PGlite only.`);
  return onServer;
}

import type { z } from 'zod';

/** A configuration the environment does not satisfy: one line per bad variable, so an operator fixes them all at once. */
export class InvalidConfigurationError extends Error {
  constructor(
    readonly service: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid ${service} configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'InvalidConfigurationError';
  }
}

/**
 * Reads the environment through a service's schema, once, at start-up. Every service reports a bad environment the
 * same way: the service's name and each variable with what is wrong with it.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  service: string,
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new InvalidConfigurationError(
    service,
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

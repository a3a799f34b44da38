import { isSandboxUrl, SANDBOX_DEFAULTS, type SandboxSetting } from './sandbox-defaults.js';

export type Environment = Record<string, string | undefined>;

/**
 * What is wrong, for production, with the named settings: each one unset, still the sandbox's published value, or an
 * address served by the sandbox. An empty list means they are all fit.
 */
export function productionProblems(env: Environment, required: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of required) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set`);
    else if (value === SANDBOX_DEFAULTS[name as SandboxSetting]) problems.push(`${name} is the sandbox's default`);
    else if (/^https?:\/\//i.test(value) && isSandboxUrl(value)) problems.push(`${name} points at the sandbox`);
  }
  return problems;
}

/** Thrown when a service must not start in production; its message is one line naming every problem. */
export class ProductionSettingsError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service} refuses to start in production: ${problems.join('; ')}.`);
    this.name = 'ProductionSettingsError';
  }
}

/** Throws `ProductionSettingsError` when `NODE_ENV` is production and any named setting is unfit. */
export function assertProductionReady(service: string, env: Environment, required: readonly string[]): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionProblems(env, required);
  if (problems.length > 0) throw new ProductionSettingsError(service, problems);
}

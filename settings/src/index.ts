export { InvalidConfigurationError, parseEnvironment } from './environment.js';
export { type RunningService, runService } from './process-lifecycle.js';
export { assertProductionReady, type Environment, ProductionSettingsError, productionProblems } from './production.js';
export { isSandboxUrl, SANDBOX_DEFAULTS, SANDBOX_MOUNTS, type SandboxSetting } from './sandbox-defaults.js';
export { parseTrustProxy, type TrustProxy, trustProxySetting } from './trust-proxy.js';

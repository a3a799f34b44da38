export { InvalidConfigurationError, parseEnvironment } from './environment.js';
export {
  closeWithin,
  type HttpLifecycle,
  installLifecycle,
  LIFECYCLE_SERVER_OPTIONS,
  type ReadinessCheck,
} from './http-lifecycle.js';
export {
  type HttpTimeouts,
  httpTimeoutOptions,
  installRequestDeadline,
  loadHttpTimeouts,
  RequestTimeoutError,
} from './http-timeouts.js';
export { type LifecycleSettings, loadLifecycleSettings } from './lifecycle-settings.js';
export { lruTiming, lruTtl } from './lru-timing.js';
export { loadMetricsListener, type MetricsListenerSettings } from './metrics-listener.js';
export { type CloseOptions, type RunningService, runService } from './process-lifecycle.js';
export { assertProductionReady, type Environment, ProductionSettingsError, productionProblems } from './production.js';
export {
  DEMO_BUYER_LOGIN,
  DEMO_OWNER_LOGIN,
  isSandboxUrl,
  SANDBOX_DEFAULTS,
  SANDBOX_MOUNTS,
  type SandboxSetting,
} from './sandbox-defaults.js';
export { TOOL_PAGE_DIRECTIVES } from './tool-page-policy.js';
export { parseTrustProxy, type TrustProxy, trustProxySetting } from './trust-proxy.js';

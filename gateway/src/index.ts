export { type GatewayConfig, loadGatewayConfig } from './config.js';
export type { UpstreamRequest } from './rest/client.js';
export { buildGateway, type GatewayOptions, type RunningGateway, startGateway } from './server.js';

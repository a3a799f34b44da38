export { API_PREFIX, buildApiApp } from './app.js';
export { type ApiConfig, loadApiConfig } from './config.js';
export { type Database, openDatabase } from './db/client.js';
export { machineStaffSession } from './seed/machine-staff.js';
export { prepareDatabase, type RunningApi, startApi } from './server.js';

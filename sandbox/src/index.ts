export { loadSandboxConfig, type SandboxConfig } from './config.js';
export { type MailboxClient, mailboxClient } from './mail/client.js';
export type { MailJson } from './mail/routes.js';
export type { SandboxContext, SandboxProvider } from './provider.js';
export { buildSandboxApp, type RunningSandbox, startSandbox } from './server.js';

/**
 * `pnpm start`: builds what is stale (generated GraphQL code, the web app), then runs the sandbox (third-party
 * stand-ins: mail), the api and the gateway in one process, each on its own port, the gateway calling the api over
 * HTTP and the api mailing the sandbox over SMTP, as in production. The first start migrates and seeds the database.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig, startApi } from '../api/src/index.js';
import { loadGatewayConfig, startGateway } from '../gateway/src/index.js';
import { loadSandboxConfig, startSandbox } from '../sandbox/src/index.js';
import { isStale } from './stale.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts: string[]) => path.join(root, ...parts);

function run(description: string, command: string, args: string[]) {
  console.log(`» ${description}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${description} failed`);
    process.exit(result.status ?? 1);
  }
}

if (
  isStale(at('web/src/__generated__/hooks.ts'), [at('schema'), at('web/src/features'), at('codegen.ts'), at('codegen')])
) {
  run('Generating GraphQL types and hooks', 'pnpm', ['codegen']);
}
if (
  isStale(at('web/dist/index.html'), [at('web/src'), at('web/public'), at('web/index.html'), at('web/vite.config.ts')])
) {
  run('Building the web app', 'pnpm', ['--filter', '@sutra/web', 'build']);
}

try {
  // In one process PORT names the gateway's port (the store's address); the api and the sandbox keep their own
  // (API_PORT, SANDBOX_PORT). The api mails the sandbox unless SMTP_URL says otherwise.
  const apiPort = process.env.API_PORT ?? '4001';
  const sandbox = await startSandbox(
    loadSandboxConfig({
      ...process.env,
      PORT: process.env.SANDBOX_PORT ?? '4002',
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
    }),
  );
  const api = await startApi(
    loadApiConfig({
      ...process.env,
      PORT: apiPort,
      SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${sandbox.smtpPort}`,
    }),
  );
  sandbox.setApiUrl(api.url);
  const gateway = await startGateway(loadGatewayConfig({ ...process.env, API_URL: api.url }));
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${new URL(gateway.url).port}`;
  console.log(
    `\n  Sutra is open at ${publicUrl}\n  GraphQL and Apollo Sandbox: ${publicUrl}/graphql\n  REST API docs: ${api.url}/API/v1/docs` +
      `\n  Mail the store sent: ${sandbox.url}/sandbox/mail\n  Demo buyer: demo@sutra.in / sutra-demo\n`,
  );
  const stop = async () => {
    await gateway.close();
    await api.close();
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

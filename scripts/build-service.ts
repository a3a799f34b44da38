/**
 * Builds a service for production: `<package>/dist/main.js`, one ES module holding the service's code and the
 * workspace's pure packages (`@sutra/*`, which ship TypeScript, and what they import), with the service's own
 * dependencies left as imports that Node resolves from its node_modules at run time (native addons, WebAssembly and
 * data files stay where their packages put them). Run from the package's folder: `pnpm --filter @sutra/gateway build`.
 *
 * Why a bundle: under tsx a service carries a TypeScript compiler and a module-loader thread with a heap of its own —
 * the gateway measured 300 MiB resident at rest under tsx and 140 MiB as this bundle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
/** The service's own runtime dependencies (workspace packages excluded): these stay imports. */
const installed = new Set(
  Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([name]) => name),
);
const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);
const isBare = (specifier: string) => !specifier.startsWith('.') && !path.isAbsolute(specifier);

await build({
  entryPoints: [path.join(packageDir, 'src', 'main.ts')],
  // dist/ sits beside src/, so paths the code finds from its own file (`../..` to the repository) hold in both.
  outfile: path.join(packageDir, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-imports',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind !== 'entry-point' &&
          isBare(args.path) &&
          (args.path.startsWith('node:') || installed.has(packageName(args.path)))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});

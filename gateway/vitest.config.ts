import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      // Apollo Server loads graphql through Node (its CommonJS entry); Vite would hand our code the package's
      // `module` entry, a second copy whose schema objects the first refuses ("from another module or realm").
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

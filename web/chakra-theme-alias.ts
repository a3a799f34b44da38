import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * `@chakra-theme/<file>` imports one module of Chakra's theme (a token set or one recipe) directly. The package's
 * `@chakra-ui/react/theme` barrel builds Chakra's whole default theme at load time, which keeps every recipe in the
 * bundle; importing the pieces keeps only the recipes we use (see src/app/system.ts).
 */
const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

export const chakraThemeAlias: Alias = {
  find: /^@chakra-theme\/(.*)$/,
  replacement: `${path.join(chakraRoot, 'dist', 'esm', 'theme')}/$1.js`,
};

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './chakra-theme-alias';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});

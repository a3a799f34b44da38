import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the gateway (port 4000) answers /graphql and /media; Vite proxies to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/media': gateway, '/config.js': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    manifest: true,
  },
});

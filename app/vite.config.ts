import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deploymentsPlugin } from './vite-plugins/deployments.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), deploymentsPlugin()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});

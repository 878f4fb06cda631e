import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { deploymentsPlugin } from './vite-plugins/deployments.ts';

/** Reown AppKit (WalletConnect's modal) gets viem's three functions it uses, not viem's index (see the shim). */
function walletConnectViemShim(): Plugin {
  const shim = new URL('./src/chain/connectors/viemForWalletConnect.ts', import.meta.url).pathname;
  return {
    name: 'flaskswap-walletconnect-viem',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'viem' && importer?.endsWith('/@reown/appkit-controllers/dist/esm/src/utils/ViemUtil.js')
        ? shim
        : undefined,
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), deploymentsPlugin(), walletConnectViemShim()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page loads the entry's static imports at once: one file instead of ~45 small shared
              // chunks compresses about 20 KiB better. Generated ABIs stay out: the ABI barrel would pull
              // every contract into it; they import nothing, so leaving them split is safe without
              // includeDependenciesRecursively.
              name: 'initial',
              tags: ['$initial'],
              test: (id) => !/[\\/]contracts[\\/]generated[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // Radix's "use client" markers mean nothing without server components.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share a worker's loaded modules (docs/testing.md): importing viem, wagmi and the app's
    // modules again for each of ~110 files took three times as long as the tests themselves. The
    // files that stub fetch or console undo it after each test.
    isolate: false,
  },
});

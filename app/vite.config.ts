import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import type { Alias, Plugin } from 'vite';
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

/**
 * Preact runs the app in place of React (about 60 KiB less gzip on every first load): the app and
 * every library import react / react-dom, resolved here to preact/compat, in dev, build and vitest.
 * Absolute paths, so libraries hoisted to the root node_modules get the app's Preact, never another copy.
 * Types stay React's (@types/react).
 */
const preactRoot = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const reactOnPreact: Alias[] = [
  ['react', 'compat/dist/compat.mjs'],
  ['react-dom', 'compat/dist/compat.mjs'],
  ['react-dom/client', 'compat/client.mjs'],
  ['react/jsx-runtime', 'compat/jsx-runtime.mjs'],
  ['react/jsx-dev-runtime', 'compat/jsx-dev-runtime.mjs'],
  ['scheduler', 'compat/scheduler.mjs'],
].map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: `${preactRoot}/${file}` }));

export default defineConfig({
  plugins: [tailwindcss(), deploymentsPlugin(), walletConnectViemShim()],
  // JSX compiles to react/jsx-runtime, which the aliases above turn into Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }, ...reactOnPreact],
    dedupe: ['preact'],
  },
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
        // react-router falls back to useState where useOptimistic (React 19 only) is missing.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});

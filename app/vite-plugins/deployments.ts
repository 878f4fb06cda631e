import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:deployments';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves the deployment manifests (deployments/<chainId>.json) as `virtual:deployments`.
 * The directory comes from DEPLOYMENTS_DIR (the devnet and the e2e suite each write their own);
 * in dev, a new manifest (a fresh devnet deploy) reloads the page.
 */
export function deploymentsPlugin(): Plugin {
  const dir = resolve(import.meta.dirname, '..', '..', process.env.DEPLOYMENTS_DIR ?? 'deployments');
  const load = () => {
    const manifests: unknown[] = [];
    if (!existsSync(dir)) return manifests;
    for (const file of readdirSync(dir).sort()) {
      if (/^\d+\.json$/.test(file)) manifests.push(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    }
    return manifests;
  };
  return {
    name: 'flaskswap-deployments',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of existsSync(dir) ? readdirSync(dir) : []) this.addWatchFile(join(dir, file));
      return `export default ${JSON.stringify(load())};`;
    },
    configureServer(server) {
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
    },
  };
}

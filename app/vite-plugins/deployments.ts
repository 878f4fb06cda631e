import type { Manifest } from '@flaskswap/sdk';
import type * as ManifestFileModule from '@flaskswap/sdk/manifest-file';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:deployments';
/**
 * Sections only their pages read (the IFO sales, the profile collections and teams: over half of
 * the manifest's bytes): each is its own module, `virtual:deployments/<section>`, a map from chain id
 * to that section, and `virtual:deployments` leaves them out, so no other page downloads them.
 */
export const PAGE_SECTIONS = ['ifo', 'profile'] as const;
const MODULE_IDS = new Set<string>([MODULE_ID, ...PAGE_SECTIONS.map((section) => `${MODULE_ID}/${section}`)]);

/**
 * Serves the deployment manifests (deployments/<chainId>.json) as `virtual:deployments`, each
 * checked by the sdk's schema here, at build time, so an invalid one fails the build with the
 * field that is wrong and the app's bundle carries no validator.
 * The directory comes from DEPLOYMENTS_DIR (the devnet and the e2e suite each write their own);
 * in dev, a new manifest (a fresh devnet deploy) reloads the page.
 */
export function deploymentsPlugin(): Plugin {
  // The sdk is TypeScript source, which Node 20 cannot load by itself: tsx compiles it.
  const manifestFiles = async () =>
    (await tsImport('@flaskswap/sdk/manifest-file', import.meta.url)) as typeof ManifestFileModule;
  return {
    name: 'flaskswap-deployments',
    resolveId: (id) => (MODULE_IDS.has(id) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith('\0') || !MODULE_IDS.has(id.slice(1))) return undefined;
      // Manifests only: deployments/content is a folder, which the dev server would try to import.
      const { manifestPaths, readManifestFile } = await manifestFiles();
      const paths = manifestPaths();
      for (const path of paths) this.addWatchFile(path);
      const manifests: Manifest[] = paths.map(readManifestFile);
      const section = id.slice(1 + MODULE_ID.length + 1) as (typeof PAGE_SECTIONS)[number] | '';
      const data = section
        ? Object.fromEntries(manifests.map((manifest) => [manifest.chainId, manifest[section] ?? null]))
        : manifests.map((manifest) => {
            const core: Record<string, unknown> = { ...manifest };
            for (const name of PAGE_SECTIONS) delete core[name];
            return core;
          });
      return `export default ${JSON.stringify(data)};`;
    },
    async configureServer(server) {
      const dir = (await manifestFiles()).deploymentsDir();
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        for (const moduleId of MODULE_IDS) {
          const module = server.moduleGraph.getModuleById(`\0${moduleId}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
    },
  };
}

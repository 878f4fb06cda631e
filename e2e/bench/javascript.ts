// The JavaScript a cold load of a page downloads: every .js response from the app's origin,
// gzipped with node:zlib (default level), each file named by its largest sources (build source maps).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface JavaScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
  contents: string;
}

export interface PageJavaScript {
  files: JavaScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
}

/** What a chunk is made of: its largest sources by package (or app folder), from the build's source map. */
export function chunkContents(outDir: string, pathname: string): string {
  const mapFile = join(outDir, `${pathname}.map`);
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const sizes = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const parts = relative(repoRoot, resolve(dirname(mapFile), source)).split('/');
    const at = parts.lastIndexOf('node_modules');
    // A package by name; our own code by folder (app/src/<area>/<name>, sdk/src, contracts/generated).
    const owner =
      at >= 0
        ? parts.slice(at + 1, parts[at + 1]?.startsWith('@') ? at + 3 : at + 2).join('/')
        : parts.slice(0, parts[0] === 'app' ? 4 : 2).join('/');
    sizes.set(owner, (sizes.get(owner) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([owner]) => owner)
    .join(', ');
}

/**
 * Opens `path` in `page` (a fresh context: nothing cached) and returns every script it loaded
 * until the network is idle and `ready` (when given) resolved.
 */
export async function pageJavaScript(
  page: Page,
  appUrl: string,
  outDir: string,
  path: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<PageJavaScript> {
  const origin = new URL(appUrl).origin;
  const files: JavaScriptFile[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        files.push({
          url: url.pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          contents: chunkContents(outDir, url.pathname),
        });
      }),
    );
  });
  await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
  await ready?.(page);
  await Promise.all(pending);
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** The pages of the per-route table (SPEC.md section 2, and issue 19's approvals page), each opened cold. */
export const BUNDLE_ROUTES = [
  '/',
  '/swap',
  '/liquidity',
  '/add',
  '/farms',
  '/farms/auction',
  '/pools',
  '/prediction',
  '/lottery',
  '/voting',
  '/profile',
  '/teams',
  '/collectibles',
  '/ifo',
  '/competition',
  '/info',
  '/approvals',
] as const;

export type RouteJavaScript = { path: string; files: number; totalBytes: number; totalGzipBytes: number };

/** Every route of BUNDLE_ROUTES opened cold, each in its own browser context. */
export async function routesJavaScript(browser: Browser, appUrl: string, outDir: string): Promise<RouteJavaScript[]> {
  const rows: RouteJavaScript[] = [];
  for (const path of BUNDLE_ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The route's page rendered: the shell and the route's code ran.
    const measured = await pageJavaScript(page, appUrl, outDir, path, (p) => p.locator('main > *').first().waitFor());
    await context.close();
    rows.push({
      path,
      files: measured.files.length,
      totalBytes: measured.totalBytes,
      totalGzipBytes: measured.totalGzipBytes,
    });
    console.log(`${path}: ${(measured.totalGzipBytes / 1024).toFixed(1)} KiB gzip in ${measured.files.length} files`);
  }
  return rows;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

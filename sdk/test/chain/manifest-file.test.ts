import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deploymentsDir, manifestPath, manifestPaths, readManifest } from '../../src/chain/manifestFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'manifest-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('manifest files', () => {
  it('finds the folder from DEPLOYMENTS_DIR, relative to the repo root', () => {
    const root = resolve(import.meta.dirname, '../../..');
    expect(deploymentsDir({})).toBe(join(root, 'deployments'));
    expect(deploymentsDir({ DEPLOYMENTS_DIR: 'e2e/.run/deployments' })).toBe(join(root, 'e2e/.run/deployments'));
    expect(deploymentsDir({ DEPLOYMENTS_DIR: dir })).toBe(dir);
  });

  it('lists <chainId>.json files only and reads none that is missing', () => {
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, '97.json'), '{}');
    writeFileSync(join(dir, 'notes.json'), '{}');
    expect(manifestPaths(dir)).toEqual([manifestPath(97, dir)]);
    expect(manifestPaths(join(dir, 'absent'))).toEqual([]);
    expect(readManifest(56, dir)).toBeUndefined();
    expect(() => readManifest(97, dir)).toThrow();
  });
});

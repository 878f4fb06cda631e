import { describe, expect, it } from 'vitest';
import type { TokenInfo, TokenList, Version } from '@/features/tokens';
import { initialListsState, type ListsState, listTransitions } from './lists.ts';
import { minVersionBump, shouldAutoApplyUpdate, VersionUpgrade, versionUpgrade } from './listVersion.ts';

const URL = 'https://example.org/list.json';
const token = (n: number): TokenInfo => ({
  chainId: 56,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  name: `Token ${n}`,
  symbol: `T${n}`,
  decimals: 18,
});
const list = (version: Version, tokens: TokenInfo[] = [token(1), token(2)]): TokenList => ({
  name: 'Example',
  timestamp: '2026-01-01T00:00:00Z',
  version,
  tokens,
});
const v = (major: number, minor: number, patch: number) => ({ major, minor, patch });

function fetched(state: ListsState, tokenList: TokenList, requestId = 'r'): ListsState {
  return listTransitions.fulfilled(listTransitions.pending(state, URL, requestId), URL, tokenList, requestId);
}

describe('version bumps', () => {
  it('classifies upgrades', () => {
    expect(versionUpgrade(v(1, 0, 0), v(1, 0, 0))).toBe(VersionUpgrade.NONE);
    expect(versionUpgrade(v(1, 0, 0), v(1, 0, 1))).toBe(VersionUpgrade.PATCH);
    expect(versionUpgrade(v(1, 0, 5), v(1, 1, 0))).toBe(VersionUpgrade.MINOR);
    expect(versionUpgrade(v(1, 9, 9), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR);
    expect(versionUpgrade(v(2, 0, 0), v(1, 9, 9))).toBe(VersionUpgrade.NONE);
  });

  it('knows the smallest honest bump for a change of tokens', () => {
    expect(minVersionBump([token(1)], [token(1)])).toBe(VersionUpgrade.PATCH);
    expect(minVersionBump([token(1)], [token(1), token(2)])).toBe(VersionUpgrade.MINOR);
    expect(minVersionBump([token(1), token(2)], [token(1)])).toBe(VersionUpgrade.MAJOR);
  });

  it('auto-applies patch and minor bumps that describe the change, never major ones', () => {
    const base = list(v(1, 0, 0), [token(1)]);
    expect(shouldAutoApplyUpdate(base, list(v(1, 0, 1), [token(1)]))).toBe(true);
    expect(shouldAutoApplyUpdate(base, list(v(1, 1, 0), [token(1), token(2)]))).toBe(true);
    expect(shouldAutoApplyUpdate(base, list(v(1, 0, 1), [token(1), token(2)]))).toBe(false); // adds under a patch
    expect(shouldAutoApplyUpdate(base, list(v(1, 1, 0), []))).toBe(false); // removes under a minor
    expect(shouldAutoApplyUpdate(base, list(v(2, 0, 0), []))).toBe(false);
  });
});

describe('list state transitions', () => {
  const added = listTransitions.add(initialListsState, URL);

  it('goes loading → current on the first fetch', () => {
    const loading = listTransitions.pending(added, URL, 'a');
    expect(loading.byUrl[URL]).toMatchObject({ loadingRequestId: 'a', current: null, error: null });
    const done = listTransitions.fulfilled(loading, URL, list(v(1, 0, 0)), 'a');
    expect(done.byUrl[URL]).toMatchObject({ loadingRequestId: null, current: list(v(1, 0, 0)), pendingUpdate: null });
  });

  it('applies a patch or minor refresh, and keeps a major one pending until accepted', () => {
    const current = fetched(added, list(v(1, 0, 0)));
    const minor = fetched(current, list(v(1, 1, 0), [token(1), token(2), token(3)]));
    expect(minor.byUrl[URL]?.current?.version).toEqual(v(1, 1, 0));
    expect(minor.byUrl[URL]?.pendingUpdate).toBeNull();

    const major = fetched(minor, list(v(2, 0, 0), [token(1)]));
    expect(major.byUrl[URL]?.current?.version).toEqual(v(1, 1, 0));
    expect(major.byUrl[URL]?.pendingUpdate?.version).toEqual(v(2, 0, 0));

    const accepted = listTransitions.acceptUpdate(major, URL);
    expect(accepted.byUrl[URL]?.current?.version).toEqual(v(2, 0, 0));
    expect(accepted.byUrl[URL]?.pendingUpdate).toBeNull();
  });

  it('ignores the same version and older versions', () => {
    const current = fetched(added, list(v(1, 2, 0)));
    expect(fetched(current, list(v(1, 2, 0), [token(9)])).byUrl[URL]?.current?.tokens).toEqual([token(1), token(2)]);
    expect(fetched(current, list(v(1, 1, 0))).byUrl[URL]?.current?.version).toEqual(v(1, 2, 0));
  });

  it('throws when accepting without a pending update', () => {
    expect(() => listTransitions.acceptUpdate(fetched(added, list(v(1, 0, 0))), URL)).toThrow(
      'accept list update called without pending update',
    );
  });

  it('records a failure and keeps the list the user had', () => {
    const current = fetched(added, list(v(1, 0, 0)));
    const failed = listTransitions.rejected(
      listTransitions.pending(current, URL, 'b'),
      URL,
      'Failed to download list x',
      'b',
    );
    expect(failed.byUrl[URL]).toMatchObject({ error: 'Failed to download list x', loadingRequestId: null });
    expect(failed.byUrl[URL]?.current).toEqual(list(v(1, 0, 0)));
  });

  it('drops answers to an older request and answers for a removed list', () => {
    const second = listTransitions.pending(listTransitions.pending(added, URL, 'old'), URL, 'new');
    expect(listTransitions.fulfilled(second, URL, list(v(1, 0, 0)), 'old')).toBe(second);
    const removed = listTransitions.remove(second, URL);
    expect(listTransitions.fulfilled(removed, URL, list(v(1, 0, 0)), 'new')).toBe(removed);
  });

  it('enables, disables and removes', () => {
    const enabled = listTransitions.enable(initialListsState, URL);
    expect(enabled.activeListUrls).toEqual([URL]);
    expect(enabled.byUrl[URL]).toBeDefined();
    expect(listTransitions.disable(enabled, URL).activeListUrls).toEqual([]);
    const removed = listTransitions.remove(enabled, URL);
    expect(removed.byUrl[URL]).toBeUndefined();
    expect(removed.activeListUrls).toEqual([]);
  });

  it('adds built-in lists once, so a removed one stays removed', () => {
    const first = listTransitions.initializeDefaults(initialListsState, ['a', 'b'], ['a', 'b']);
    expect(first.activeListUrls).toEqual(['a', 'b']);
    const removed = listTransitions.remove(first, 'b');
    expect(listTransitions.initializeDefaults(removed, ['a', 'b'], ['a', 'b'])).toBe(removed);
    const grown = listTransitions.initializeDefaults(removed, ['a', 'b', 'c'], ['c']);
    expect(grown.activeListUrls).toEqual(['a', 'c']);
  });
});

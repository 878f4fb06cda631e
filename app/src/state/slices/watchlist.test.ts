import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createWatchlistSlice, type WatchlistSlice } from './watchlist.ts';

const newStore = () => create<WatchlistSlice>()((...args) => createWatchlistSlice(...args));

describe('watchlist', () => {
  it('stars and unstars tokens and pairs per chain, by lowercase address, oldest first', () => {
    const store = newStore();
    const { toggleWatched } = store.getState();
    toggleWatched(56, 'token', '0xAA');
    toggleWatched(56, 'token', '0xbb');
    toggleWatched(56, 'pair', '0xCC');
    toggleWatched(97, 'token', '0xaa');
    expect(store.getState().watchlist).toEqual({
      56: { token: ['0xaa', '0xbb'], pair: ['0xcc'] },
      97: { token: ['0xaa'], pair: [] },
    });
    store.getState().toggleWatched(56, 'token', '0xaA');
    expect(store.getState().watchlist[56]).toEqual({ token: ['0xbb'], pair: ['0xcc'] });
  });
});

import { describe, expect, it } from 'vitest';
import { getPageMeta } from './pageMeta.ts';

const identity = (key: string) => key;

describe('getPageMeta', () => {
  it.each([
    ['/', 'Home | FlaskSwap'],
    ['/competition', 'Trading Battle | FlaskSwap'],
    ['/prediction', 'Prediction | FlaskSwap'],
    ['/farms', 'Farms | FlaskSwap'],
    ['/farms/auction', 'Community Farm Auction | FlaskSwap'],
    ['/pools', 'Pools | FlaskSwap'],
    ['/pools/history', 'Pools | FlaskSwap'],
    ['/lottery', 'Lottery | FlaskSwap'],
    ['/collectibles', 'Collectibles | FlaskSwap'],
    ['/ifo', 'Initial Farm Offering | FlaskSwap'],
    ['/teams', 'Leaderboard | FlaskSwap'],
    ['/profile/tasks', 'Task Center | FlaskSwap'],
    ['/profile', 'Your Profile | FlaskSwap'],
    ['/swap', 'FlaskSwap'],
    ['/farmsx', 'FlaskSwap'],
  ])('%s → %s', (path, title) => {
    expect(getPageMeta(path, identity).title).toBe(title);
  });

  it('leads with the FLASK price at 3 decimals when known', () => {
    expect(getPageMeta('/farms', identity, 10.12345).title).toBe('$10.123 - Farms | FlaskSwap');
    expect(getPageMeta('/swap', identity, 9.5).title).toBe('$9.500 - FlaskSwap');
  });

  it('ignores an unknown or nonsensical price', () => {
    expect(getPageMeta('/', identity, Number.NaN).title).toBe('Home | FlaskSwap');
    expect(getPageMeta('/', identity, 0).title).toBe('Home | FlaskSwap');
  });
});

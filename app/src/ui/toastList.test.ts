import { describe, expect, it } from 'vitest';
import { type ToastItem, withToast } from './toastList.ts';

const toast = (id: string, title: string): ToastItem => ({ id, title, type: 'success' });

describe('toast list', () => {
  it('shows the newest last', () => {
    expect(withToast([toast('1', 'Staked!')], toast('2', 'Harvested')).map((item) => item.id)).toEqual(['1', '2']);
  });
  it('replaces a toast with the same title by the new one, under the new id', () => {
    const list = withToast([toast('1', 'Unstaked!'), toast('2', 'Harvested')], toast('3', 'Unstaked!'));
    expect(list.map((item) => [item.id, item.title])).toEqual([
      ['2', 'Harvested'],
      ['3', 'Unstaked!'],
    ]);
  });
});

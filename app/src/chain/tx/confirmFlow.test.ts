import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
import { type ConfirmFlowState, closedFlow, confirmFlowReducer, confirmModalProps } from './confirmFlow.ts';

const error = { key: msg('Transaction rejected.') };
const run = (...events: Parameters<typeof confirmFlowReducer<string>>[1][]): ConfirmFlowState<string> =>
  events.reduce(confirmFlowReducer<string>, closedFlow<string>());

describe('confirmFlowReducer', () => {
  it('goes review → waiting for the wallet → submitted with the hash', () => {
    const reviewing = run({ type: 'review', target: 'trade' });
    expect(reviewing).toMatchObject({ phase: 'review', target: 'trade' });
    expect(confirmModalProps(reviewing)).toEqual({ isOpen: true, attemptingTxn: false, hash: undefined });
    const waiting = confirmFlowReducer(reviewing, { type: 'send', target: 'trade' });
    expect(confirmModalProps(waiting).attemptingTxn).toBe(true);
    const submitted = confirmFlowReducer(waiting, { type: 'sent', hash: '0xabc' });
    expect(submitted).toMatchObject({ phase: 'submitted', target: 'trade', hash: '0xabc' });
    expect(confirmModalProps(run({ type: 'dismiss' })).isOpen).toBe(false);
  });

  it('shows an error in the modal, or beside the form with the modal closed', () => {
    const send = { type: 'send', target: 'trade' } as const;
    expect(run(send, { type: 'failed', error, placement: 'modal' })).toMatchObject({ phase: 'failed', error });
    const inline = run(send, { type: 'failed', error, placement: 'inline' });
    expect(inline).toMatchObject({ phase: 'closed', target: undefined, inlineError: error });
    expect(confirmFlowReducer(inline, { type: 'dismiss' }).inlineError).toBe(error);
    expect(confirmFlowReducer(inline, { type: 'send', target: 'again' }).inlineError).toBeUndefined();
    expect(confirmFlowReducer(inline, { type: 'clearInlineError' }).inlineError).toBeUndefined();
  });

  it('goes quietly back to the review after a refused prompt', () => {
    const back = run({ type: 'send', target: 'lp' }, { type: 'backToReview' });
    expect(back).toMatchObject({ phase: 'review', target: 'lp', error: undefined });
  });

  it('lets the reviewed target change only while reviewing (Accept a new price)', () => {
    expect(run({ type: 'review', target: 'old' }, { type: 'update', target: 'new' }).target).toBe('new');
    expect(run({ type: 'send', target: 'old' }, { type: 'update', target: 'new' }).target).toBe('old');
  });

  it('ignores a late answer once the modal was closed', () => {
    const closed = run({ type: 'send', target: 'trade' }, { type: 'dismiss' });
    expect(confirmFlowReducer(closed, { type: 'sent', hash: '0x1' }).phase).toBe('closed');
    expect(confirmFlowReducer(closed, { type: 'failed', error, placement: 'modal' }).phase).toBe('closed');
  });
});

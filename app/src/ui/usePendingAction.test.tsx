// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingAction } from './usePendingAction.ts';

/** A promise the test settles by hand, as a wallet or a receipt would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('usePendingAction', () => {
  it('is pending from the run until its promise settles, and hands back the result', async () => {
    const { result } = renderHook(() => usePendingAction());
    const receipt = deferred<boolean>();
    let running!: Promise<boolean | undefined>;
    act(() => {
      running = result.current.run(() => receipt.promise);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => receipt.resolve(true));
    expect(await running).toBe(true);
    expect(result.current.pending).toBe(false);
  });

  it('ignores a second run while the first is pending (a double click sends once)', async () => {
    const { result } = renderHook(() => usePendingAction());
    const receipt = deferred<string>();
    let calls = 0;
    const send = () => {
      calls += 1;
      return receipt.promise;
    };
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(send);
      second = result.current.run(send);
    });
    expect(calls).toBe(1);
    expect(await second).toBeUndefined();
    await act(async () => receipt.resolve('sent'));
    expect(await first).toBe('sent');
    await act(async () => {
      await result.current.run(send);
    });
    expect(calls).toBe(2);
  });

  it('passes a failure on to the caller and is ready again after it', async () => {
    const { result } = renderHook(() => usePendingAction());
    const receipt = deferred<undefined>();
    let running!: Promise<undefined>;
    act(() => {
      running = result.current.run(() => receipt.promise);
    });
    const failure = new Error('reverted');
    await act(async () => {
      receipt.reject(failure);
      await expect(running).rejects.toBe(failure);
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      expect(await result.current.run(async () => 'again')).toBe('again');
    });
  });

  it('stays idle for an action that returns no promise (a click that opens a modal)', async () => {
    const { result } = renderHook(() => usePendingAction());
    await act(async () => {
      expect(await result.current.run(() => undefined)).toBeUndefined();
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      expect(await result.current.run(async () => 1)).toBe(1);
    });
  });

  it('tells which keyed action runs', async () => {
    const { result } = renderHook(() => usePendingAction<bigint>());
    const receipt = deferred<boolean>();
    act(() => {
      void result.current.run(() => receipt.promise, 7n);
    });
    expect(result.current.pendingKey).toBe(7n);
    expect(result.current.pending).toBe(true);
    await act(async () => receipt.resolve(true));
    expect(result.current.pendingKey).toBeUndefined();
  });

  it('settles without touching a component that unmounted meanwhile', async () => {
    const { result, unmount } = renderHook(() => usePendingAction());
    const receipt = deferred<boolean>();
    let running!: Promise<boolean | undefined>;
    act(() => {
      running = result.current.run(() => receipt.promise);
    });
    unmount();
    receipt.resolve(true);
    expect(await running).toBe(true);
    expect(result.current.pending).toBe(true);
  });
});

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs`, or as soon as `gaveUp()` says the
 * service died (its process exited), naming the last answer or error.
 */
export async function waitForHttp(
  url: string,
  { timeoutMs = 120_000, gaveUp }: { timeoutMs?: number; gaveUp?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const reason = gaveUp?.();
    if (reason) throw new Error(`${url} will not answer: ${reason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (last: ${last})`);
}

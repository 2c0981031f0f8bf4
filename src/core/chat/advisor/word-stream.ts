/**
 * Delivers a composed answer word by word (each word with its trailing whitespace) at a
 * reading pace, the way a generating model would. Stops at once when `signal` aborts: the pending
 * pause is cut short and its timer cleared, so an abandoned stream costs nothing afterwards.
 * One abort listener serves the whole stream (not one per word), which matters with hundreds of
 * concurrent streams.
 */
export async function* streamWords(
  text: string,
  delayMilliseconds: number,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const onAbort = () => {
    clearTimeout(timer);
    wake?.();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (const [index, word] of words.entries()) {
      if (index > 0 && delayMilliseconds > 0 && !signal.aborted) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, delayMilliseconds);
        });
      }
      signal.throwIfAborted();
      yield word;
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

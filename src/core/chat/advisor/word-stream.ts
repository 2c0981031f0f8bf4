function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Delivers a composed answer word by word (each word with its trailing whitespace) at a
 * reading pace, the way a generating model would. Stops at the next word when `signal` aborts;
 * the pending timer is cleared, so an abandoned stream costs nothing afterwards.
 */
export async function* streamWords(
  text: string,
  delayMilliseconds: number,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  for (const [index, word] of words.entries()) {
    if (index > 0 && delayMilliseconds > 0) await pause(delayMilliseconds, signal);
    if (signal.aborted) throw signal.reason;
    yield word;
  }
}

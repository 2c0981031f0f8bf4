/**
 * Reads a Server-Sent Events body and yields the `data` of each event (multi-line data joined
 * with "\n"), as the HTML living standard defines it; comments and other fields are skipped.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffered = buffered.replace(/\r\n?/g, '\n');
      let boundary = buffered.indexOf('\n\n');
      while (boundary !== -1) {
        const data = eventData(buffered.slice(0, boundary));
        buffered = buffered.slice(boundary + 2);
        if (data !== undefined) yield data;
        boundary = buffered.indexOf('\n\n');
      }
      if (done) {
        const data = eventData(buffered);
        if (data !== undefined) yield data;
        return;
      }
    }
  } finally {
    // Stops the download when the consumer leaves early; harmless after the end.
    await reader.cancel().catch(() => undefined);
  }
}

function eventData(block: string): string | undefined {
  const lines = block
    .split('\n')
    .filter((line) => line === 'data' || line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length === 0 ? undefined : lines.join('\n');
}

export interface SseEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/**
 * A Server-Sent Events client over fetch: parses the stream as it arrives and lets a test wait
 * for events. `close()` drops the connection as a browser tab would.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  contentType: string | null = null;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  private ended = false;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: client.abort.signal,
    });
    client.status = response.status;
    client.contentType = response.headers.get('content-type');
    if (response.body === null || response.status !== 200) {
      client.ended = true;
      await response.body?.cancel();
      return client;
    }
    void client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
        }
      }
    } catch {
      // aborted by close()
    } finally {
      this.ended = true;
      this.notify();
    }
  }

  private parse(block: string): void {
    const event: SseEvent = { id: undefined, event: undefined, data: '' };
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('event: ')) event.event = line.slice(7);
      else if (line.startsWith('data: ')) {
        event.data += (hasData ? '\n' : '') + line.slice(6);
        hasData = true;
      }
    }
    if (hasData) {
      this.events.push(event);
      this.notify();
    }
  }

  private notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  json(index: number): Record<string, unknown> {
    return JSON.parse(this.events[index]?.data ?? 'null') as Record<string, unknown>;
  }

  async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`The stream ended; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for events; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

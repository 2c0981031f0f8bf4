import type {
  OpenAiChunk as ChatCompletionChunk,
  OpenAiCompletion as ChatCompletion,
} from '../../../src/adapters/shared/presenters/openai-chat.js';

export const ADVISOR = 'pet-advisor-1';

export function userMessage(content: string): Array<{ role: 'user'; content: string }> {
  return [{ role: 'user', content }];
}

/** `POST /v1/chat/completions` with a JSON body (or a raw one), as any HTTP client would. */
export function postChat(
  url: string,
  token: string | undefined,
  body: unknown,
  init: { raw?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  return fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers,
    body: init.raw ?? JSON.stringify(body),
    signal: init.signal,
  });
}

/** The `data:` payloads of a whole SSE body, in order (`[DONE]` included as text). */
export function sseData(text: string): string[] {
  return text
    .split('\n\n')
    .filter((event) => event.trim() !== '')
    .map((event) =>
      event
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n'),
    );
}

/** The chunks of a finished stream; the last event must be `[DONE]`. */
export function chunksOf(text: string): ChatCompletionChunk[] {
  const events = sseData(text);
  if (events.at(-1) !== '[DONE]') throw new Error(`the stream did not end with [DONE]: ${text}`);
  return events.slice(0, -1).map((event) => JSON.parse(event) as ChatCompletionChunk);
}

export function contentOf(chunks: ChatCompletionChunk[]): string {
  return chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
}

export function answerOf(completion: ChatCompletion): string {
  return completion.choices[0]?.message.content ?? '';
}

/**
 * Reads an SSE body event by event as it arrives: `next()` resolves with the next `data:`
 * payload, or `undefined` at the end of the body.
 */
export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(response: Response) {
    if (response.body === null) throw new Error('the response has no body');
    this.reader = response.body.getReader();
  }

  async next(): Promise<string | undefined> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return sseData(`${event}\n\n`)[0];
      }
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** Reads until a chunk whose content is non-empty; returns that content. */
  async nextContent(): Promise<string> {
    for (;;) {
      const data = await this.next();
      if (data === undefined || data === '[DONE]') throw new Error('the stream ended without content');
      const content = (JSON.parse(data) as ChatCompletionChunk).choices[0]?.delta.content;
      if (content !== undefined && content !== '') return content;
    }
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

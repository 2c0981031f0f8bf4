import { afterEach, describe, expect, it } from 'vitest';
import {
  ChatEngine,
  PET_CARE_SYSTEM_PROMPT,
  UpstreamChatProvider,
  type ChatCompletionChunk,
} from '../../src/core/chat/index.js';
import { UpstreamError } from '../../src/core/errors.js';
import { CONTEXT } from './support/ask.js';
import {
  pause,
  sseChunk,
  startEventStream,
  UpstreamStandIn,
  type StandInHandler,
} from './support/upstream-stand-in.js';

const messages = [{ role: 'user', content: 'How often should I brush my dog?' }];
let standIn: UpstreamStandIn | undefined;

afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function serviceAgainst(handler: StandInHandler, timeoutMs = 2000): Promise<ChatEngine> {
  standIn = await UpstreamStandIn.start(handler);
  return serviceFor(standIn.baseUrl, timeoutMs);
}

function serviceFor(baseUrl: string, timeoutMs = 2000): ChatEngine {
  const provider = new UpstreamChatProvider({
    baseUrl,
    apiKey: 'test-key',
    models: ['upstream-model'],
    timeoutMs,
  });
  return new ChatEngine({ providers: [provider] });
}

function contentOf(chunks: ChatCompletionChunk[]): string {
  return chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
}

const answerInThreeChunks: StandInHandler = async (response) => {
  startEventStream(response);
  for (const piece of ['Brush ', 'weekly', '.']) {
    response.write(sseChunk(piece));
    await pause(5);
  }
  response.write(sseChunk(null, 'stop'));
  response.end('data: [DONE]\n\n');
};

describe('the upstream provider proxies to an OpenAI-compatible server', () => {
  it('sends the conversation with the pet-care system prompt first, streaming, with the key', async () => {
    const chat = await serviceAgainst(answerInThreeChunks);
    const request = chat.parseRequest({
      model: 'upstream-model',
      messages,
      max_tokens: 100,
      temperature: 0.2,
    });
    const completion = await chat.complete(request, CONTEXT);

    expect(completion.choices[0]?.message.content).toBe('Brush weekly.');
    expect(completion.choices[0]?.finishReason).toBe('stop');
    expect(completion.usage.totalTokens).toBe(
      completion.usage.promptTokens + completion.usage.completionTokens,
    );
    const [sent] = standIn?.requests ?? [];
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(sent?.body).toEqual({
      model: 'upstream-model',
      messages: [{ role: 'system', content: PET_CARE_SYSTEM_PROMPT }, ...messages],
      stream: true,
      max_tokens: 100,
      temperature: 0.2,
    });
  });

  it('passes the upstream chunks through as they arrive', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let upstreamFinished = false;
    const chat = await serviceAgainst(async (response) => {
      startEventStream(response);
      response.write(sseChunk('Hello'));
      await released;
      response.write(sseChunk(' there', 'stop'));
      response.end('data: [DONE]\n\n');
      upstreamFinished = true;
    });
    const request = chat.parseRequest({ model: 'upstream-model', messages, stream: true });
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of await chat.stream(request, CONTEXT)) {
      chunks.push(chunk);
      if (chunk.choices[0]?.delta.content === 'Hello') {
        expect(upstreamFinished).toBe(false);
        release();
      }
    }
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(contentOf(chunks)).toBe('Hello there');
    expect(chunks.at(-1)?.choices[0]?.finishReason).toBe('stop');
  });

  it('reads an upstream that ignores stream: true and answers with one JSON completion', async () => {
    const chat = await serviceAgainst((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: 'Weekly.' }, finish_reason: 'stop' }] }));
    });
    const completion = await chat.complete(chat.parseRequest({ model: 'upstream-model', messages }), CONTEXT);
    expect(completion.choices[0]?.message.content).toBe('Weekly.');
  });

  it('keeps the upstream’s "length" finish reason', async () => {
    const chat = await serviceAgainst((response) => {
      startEventStream(response);
      response.write(sseChunk('Brush', 'length'));
      response.end('data: [DONE]\n\n');
    });
    const completion = await chat.complete(chat.parseRequest({ model: 'upstream-model', messages }), CONTEXT);
    expect(completion.choices[0]?.finishReason).toBe('length');
  });
});

describe('upstream failures map to 502, 503 and 504', () => {
  it.each([
    [500, 'bad_gateway'],
    [502, 'bad_gateway'],
    [401, 'bad_gateway'],
    [503, 'service_unavailable'],
    [429, 'service_unavailable'],
  ])('an upstream %i is a %s error, raised before any chunk', async (status, kind) => {
    const chat = await serviceAgainst((response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'nope' } }));
    });
    const request = chat.parseRequest({ model: 'upstream-model', messages, stream: true });
    const failure = chat.stream(request, CONTEXT);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ kind });
  });

  it('a refused connection is a bad gateway', async () => {
    const closed = await UpstreamStandIn.start(() => undefined);
    await closed.stop();
    const chat = serviceFor(closed.baseUrl);
    const request = chat.parseRequest({ model: 'upstream-model', messages });
    await expect(chat.complete(request, CONTEXT)).rejects.toMatchObject({ kind: 'bad_gateway' });
  });

  it('an upstream that does not answer within the timeout is a gateway timeout', async () => {
    const chat = await serviceAgainst(() => undefined, 150);
    const request = chat.parseRequest({ model: 'upstream-model', messages });
    const startedAt = Date.now();
    await expect(chat.complete(request, CONTEXT)).rejects.toMatchObject({ kind: 'gateway_timeout' });
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('an upstream that falls silent mid-answer is a gateway timeout', async () => {
    const chat = await serviceAgainst((response) => {
      startEventStream(response);
      response.write(sseChunk('Brush'));
    }, 150);
    const request = chat.parseRequest({ model: 'upstream-model', messages, stream: true });
    const chunks = await chat.stream(request, CONTEXT);
    await expect(
      (async () => {
        for await (const _chunk of chunks) void _chunk;
      })(),
    ).rejects.toMatchObject({ kind: 'gateway_timeout' });
  });

  it('an error event inside the stream is a bad gateway', async () => {
    const chat = await serviceAgainst((response) => {
      startEventStream(response);
      response.write(sseChunk('Brush'));
      response.end(`data: ${JSON.stringify({ error: { message: 'model crashed' } })}\n\n`);
    });
    const request = chat.parseRequest({ model: 'upstream-model', messages });
    await expect(chat.complete(request, CONTEXT)).rejects.toMatchObject({ kind: 'bad_gateway' });
  });
});

describe('stopping an upstream completion closes the upstream request', () => {
  const endlessAnswer: StandInHandler = async (response) => {
    startEventStream(response);
    while (!response.destroyed) {
      response.write(sseChunk('word '));
      await pause(20);
    }
  };

  it('when the caller aborts, the stand-in sees its request closed', async () => {
    const chat = await serviceAgainst(endlessAnswer);
    const request = chat.parseRequest({ model: 'upstream-model', messages, stream: true });
    const controller = new AbortController();
    let contentChunks = 0;
    const reading = (async () => {
      for await (const chunk of await chat.stream(request, CONTEXT, controller.signal)) {
        if (chunk.choices[0]?.delta.content) contentChunks += 1;
        if (contentChunks === 2) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await standIn?.closedEarlyOnce();
    expect(standIn?.closedEarly).toBe(1);
  });

  it('when maxTokens cuts the answer, the upstream request is closed too', async () => {
    const chat = await serviceAgainst(endlessAnswer);
    const request = chat.parseRequest({ model: 'upstream-model', messages, maxTokens: 3 });
    const completion = await chat.complete(request, CONTEXT);
    expect(completion.choices[0]?.finishReason).toBe('length');
    expect(completion.choices[0]?.message.content).toMatch(/^word/);
    expect(completion.usage.completionTokens).toBeLessThanOrEqual(3);
    await standIn?.closedEarlyOnce();
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { ADVISOR, chunksOf, postChat, userMessage } from '../chat-api/support/chat-http.js';
import { graphql, onlyError } from './client.js';
import { Collected, wsClient } from './ws-client.js';

/** `chatCompletion` and `chatCompletionStream`: REST's chat, over GraphQL. */
let service: TestGateway;
let customer: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});

const QUESTION = 'How often should I feed an adult dog?';
const COMPLETION = `mutation Chat($input: ChatCompletionInput!) {
  chatCompletion(input: $input) {
    id object created model
    choices { index message { role content } finishReason }
    usage { promptTokens completionTokens totalTokens }
  }
}`;
const STREAM = `subscription Stream($input: ChatCompletionInput!) {
  chatCompletionStream(input: $input) {
    id object created model
    choices { index delta { role content } finishReason }
    usage { promptTokens completionTokens totalTokens }
  }
}`;

describe('chatCompletion', () => {
  test('answers as REST does without stream, with usage', async () => {
    const input = { model: ADVISOR, messages: userMessage(QUESTION), maxTokens: 300 };
    const answer = await graphql<{ chatCompletion: Record<string, unknown> }>(service.url, COMPLETION, {
      token: customer,
      variables: { input },
    });
    expect(answer.errors, answer.text).toBeUndefined();
    const rest = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage(QUESTION),
      max_tokens: 300,
    });
    expect(rest.status).toBe(201);
    const restCompletion = (await rest.json()) as Record<string, unknown> & {
      choices: unknown[];
      usage: object;
    };
    const completion = answer.data?.chatCompletion as typeof restCompletion;
    expect(completion).toMatchObject({ object: 'chat.completion', model: ADVISOR });
    // The same core answer: the same message, finish reason and token counts; only id and time differ.
    expect(completion.choices).toEqual(
      (restCompletion.choices as { index: number; message: object; finishReason: string }[]).map(
        ({ index, message, finishReason }) => ({ index, message, finishReason }),
      ),
    );
    const { promptTokens, completionTokens, totalTokens } = restCompletion.usage as Record<string, number>;
    expect(completion.usage).toEqual({ promptTokens, completionTokens, totalTokens });
  });

  test('needs the chat:write scope: FORBIDDEN without it', async () => {
    const narrow = await graphql<{ createToken: { accessToken: string; scope: string } }>(
      service.url,
      `
        mutation {
          createToken(username: "customer", password: "correct-horse-battery-staple", scope: "read:pets") {
            accessToken
            scope
          }
        }
      `,
    );
    expect(narrow.data?.createToken.scope, narrow.text).toBe('read:pets');
    const answer = await graphql(service.url, COMPLETION, {
      token: narrow.data?.createToken.accessToken as string,
      variables: { input: { model: ADVISOR, messages: userMessage(QUESTION) } },
    });
    onlyError(answer, 'FORBIDDEN');
  });

  test('invalid input is BAD_USER_INPUT with the field list REST gives', async () => {
    const answer = await graphql(service.url, COMPLETION, {
      token: customer,
      variables: { input: { model: ADVISOR, messages: userMessage(QUESTION), temperature: 7 } },
    });
    const error = onlyError(answer, 'BAD_USER_INPUT');
    expect(error.extensions['errors']).toEqual([expect.objectContaining({ field: 'temperature' })]);
  });
});

describe('chatCompletionStream', () => {
  test("yields the SSE stream's chunks for the same input, usage last", async () => {
    const rest = await postChat(service.url, customer, {
      model: ADVISOR,
      messages: userMessage(QUESTION),
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(rest.status).toBe(201);
    const sse = chunksOf(await rest.text());

    const client = wsClient(service.url, { authorization: `Bearer ${customer}` });
    try {
      const stream = new Collected<{ chatCompletionStream: Record<string, unknown> }>(client, STREAM, {
        input: { model: ADVISOR, messages: userMessage(QUESTION) },
      });
      await stream.end();
      expect(stream.errors).toBeUndefined();
      expect(stream.completed).toBe(true);
      const chunks = stream.data.map((each) => each.chatCompletionStream);
      expect(chunks.length).toBeGreaterThan(2);
      // Chunk for chunk the SSE content (without the convention's snake_case twins); ids and
      // times are each stream's own.
      const comparable = (chunk: Record<string, unknown>) => {
        const {
          id: _id,
          created: _created,
          ...rest
        } = chunk as Record<string, unknown> & {
          choices: { index: number; delta: Record<string, unknown>; finishReason: unknown }[];
          usage?: Record<string, number> | null;
        };
        const { choices, usage } = rest as {
          choices: { index: number; delta: Record<string, unknown>; finishReason: unknown }[];
          usage?: Record<string, number> | null;
        };
        return {
          object: rest['object'],
          model: rest['model'],
          choices: choices.map(({ index, delta, finishReason }) => ({
            index,
            delta: { role: delta['role'] ?? null, content: delta['content'] ?? null },
            finishReason: finishReason ?? null,
          })),
          usage:
            usage == null
              ? null
              : {
                  promptTokens: usage['promptTokens'],
                  completionTokens: usage['completionTokens'],
                  totalTokens: usage['totalTokens'],
                },
        };
      };
      expect(chunks.map(comparable)).toEqual(sse.map((chunk) => comparable(chunk as never)));
      expect(new Set(chunks.map((chunk) => chunk['id'])).size).toBe(1);
      expect(chunks.at(-1)?.['usage']).toEqual(expect.objectContaining({ totalTokens: expect.any(Number) }));
    } finally {
      await client.dispose();
    }
  });

  test('needs a token with chat:write: UNAUTHENTICATED without one', async () => {
    const client = wsClient(service.url);
    try {
      const stream = new Collected(client, STREAM, {
        input: { model: ADVISOR, messages: userMessage(QUESTION) },
      });
      await stream.end();
      const error = (stream.errors ?? stream.results[0]?.errors ?? [])[0];
      expect(error?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: expect.any(String) });
    } finally {
      await client.dispose();
    }
  });
});

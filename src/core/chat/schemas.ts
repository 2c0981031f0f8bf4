import { z } from 'zod';
import { parseInput, text } from '../validation.js';
import { CHAT_ROLES, type ChatMessage } from './types.js';

export const MAX_MESSAGES = 100;
export const MAX_MESSAGE_CHARS = 32_000;
export const MAX_COMPLETION_TOKENS = 4096;
const MAX_MODEL_NAME_CHARS = 200;
const MAX_USER_CHARS = 256;

const MaxTokensSchema = z.number().int().min(1).max(MAX_COMPLETION_TOKENS);

// Clients written against the chat-completions convention send `null` for "not set"; it means
// the same as leaving the field out.
const optional = <S extends z.ZodType>(schema: S) =>
  schema
    .nullish()
    .transform((value): z.output<S> | undefined => (value === null ? undefined : (value as z.output<S>)));

const ChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: text({ multiline: true }).max(MAX_MESSAGE_CHARS),
});

/**
 * The one definition of a completion request, for every protocol. Unknown fields are ignored
 * rather than refused so that unmodified OpenAI SDKs (which send extra knobs) keep working.
 */
export const ChatCompletionRequestSchema = z
  .object({
    model: text().trim().min(1).max(MAX_MODEL_NAME_CHARS),
    messages: z.array(ChatMessageSchema).max(MAX_MESSAGES),
    stream: optional(z.boolean()),
    temperature: optional(z.number().min(0).max(2)),
    maxTokens: optional(MaxTokensSchema),
    // The convention's spellings of the same limit.
    max_tokens: optional(MaxTokensSchema),
    max_completion_tokens: optional(MaxTokensSchema),
    stream_options: optional(z.object({ include_usage: optional(z.boolean()) })),
    user: optional(text().max(MAX_USER_CHARS)),
  })
  .superRefine((body, issues) => {
    const spellings = (['maxTokens', 'max_tokens', 'max_completion_tokens'] as const).filter(
      (key) => body[key] !== undefined,
    );
    const values = new Set(spellings.map((key) => body[key]));
    if (values.size > 1) {
      issues.addIssue({
        code: 'custom',
        path: [spellings[1] ?? 'max_tokens'],
        message: `Conflicting values for ${spellings.join(' and ')}; send one of them.`,
      });
    }
  })
  .transform((body): ChatCompletionRequest => ({
    model: body.model,
    messages: body.messages,
    stream: body.stream ?? false,
    temperature: body.temperature,
    maxTokens: body.maxTokens ?? body.max_tokens ?? body.max_completion_tokens,
    includeUsage: body.stream_options?.include_usage ?? false,
    user: body.user,
  }));

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  temperature: number | undefined;
  maxTokens: number | undefined;
  /** `stream_options.include_usage`: one extra chunk with `usage` before the stream ends. */
  includeUsage: boolean;
  user: string | undefined;
}

/** Shape checks only (400). The conversation's meaning is checked by the service (422). */
export function parseChatCompletionRequest(body: unknown): ChatCompletionRequest {
  return parseInput(ChatCompletionRequestSchema, body, 'chat completion request');
}

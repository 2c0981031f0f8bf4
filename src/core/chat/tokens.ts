import type * as O200kBase from 'gpt-tokenizer/encoding/o200k_base';
import { loadOnFirstUse } from '../load-on-first-use.js';
import type { ChatMessage } from './types.js';

// Building the encoding's tables takes about a third of a second of CPU: paid by the first count.
const encoding = loadOnFirstUse<typeof O200kBase>('gpt-tokenizer/encoding/o200k_base');

function countTokens(text: string): number {
  return encoding().countTokens(text);
}

/**
 * Token counts use the o200k_base encoding (the GPT-4o family's BPE), a real tokenizer, so
 * `usage` figures match what OpenAI-compatible clients expect for modern models.
 */
export const TOKENIZER_ENCODING = 'o200k_base';

// The chat framing of OpenAI's published counting recipe: every message costs 3 tokens of
// framing plus its role and content; every reply is primed with 3 more.
const TOKENS_PER_MESSAGE = 3;
const TOKENS_REPLY_PRIMING = 3;

// BPE is quadratic in the length of one pre-token: a 32,000-character run of CJK text or of
// letters without spaces takes seconds. Text is counted in whitespace-aligned chunks and any
// longer unbroken run in slices, which leaves ordinary prose's count exact and bounds the cost.
const MAX_UNBROKEN_RUN = 32;
const CHUNK_CHARS = 512;

export function countTextTokens(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let total = 0;
  let chunk = '';
  for (const match of text.matchAll(/\s*\S+|\s+$/g)) {
    const piece = match[0];
    if (piece.length > MAX_UNBROKEN_RUN) {
      if (chunk !== '') total += countTokens(chunk);
      chunk = '';
      for (let start = 0; start < piece.length && total <= stopAbove; start += MAX_UNBROKEN_RUN) {
        total += countTokens(piece.slice(start, start + MAX_UNBROKEN_RUN));
      }
    } else {
      chunk += piece;
      if (chunk.length >= CHUNK_CHARS) {
        total += countTokens(chunk);
        chunk = '';
      }
    }
    if (total > stopAbove) return total;
  }
  return chunk === '' ? total : total + countTokens(chunk);
}

/**
 * Prompt tokens of a conversation. Stops counting once `stopAbove` is passed: a request is refused
 * for exceeding the context window without tokenizing all of its (possibly megabytes of) text.
 */
export function countPromptTokens(
  messages: readonly ChatMessage[],
  stopAbove = Number.POSITIVE_INFINITY,
): number {
  let total = TOKENS_REPLY_PRIMING;
  for (const message of messages) {
    total += TOKENS_PER_MESSAGE + countTextTokens(message.role) + countTextTokens(message.content, stopAbove);
    if (total > stopAbove) return total;
  }
  return total;
}

/** The longest prefix of `text` that fits in `budget` tokens (used to cut at `maxTokens`). */
export function truncateToTokens(text: string, budget: number): string {
  if (budget <= 0) return '';
  const { encode, decode } = encoding();
  const tokens = encode(text);
  return tokens.length <= budget ? text : decode(tokens.slice(0, budget));
}

import { z } from 'zod';
import { UpstreamError } from '../../errors.js';
import type { ChatDelta, FinishReason } from '../types.js';

// Only the fields we use; everything else an upstream sends is ignored.
const UpstreamChoice = z.object({
  delta: z.object({ content: z.string().nullish() }).nullish(),
  message: z.object({ content: z.string().nullish() }).nullish(),
  finish_reason: z.string().nullish(),
});
const UpstreamPayload = z.object({
  choices: z.array(UpstreamChoice).nullish(),
  error: z.unknown().optional(),
});

function finishReasonOf(value: string | null | undefined): FinishReason | undefined {
  if (value === null || value === undefined) return undefined;
  // Other reasons (content_filter, tool_calls) still mean the model stopped by itself.
  return value === 'length' ? 'length' : 'stop';
}

/**
 * Turns one upstream payload (a streamed chunk, or a whole completion from a server that ignored
 * `stream: true`) into our delta. An error payload or an unreadable one is a bad gateway.
 */
export function deltaFromUpstream(json: string): ChatDelta {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch (error) {
    throw new UpstreamError('bad_gateway', 'The model server sent an unreadable response.', error);
  }
  const parsed = UpstreamPayload.safeParse(payload);
  if (!parsed.success) {
    throw new UpstreamError('bad_gateway', 'The model server sent an unexpected response.', parsed.error);
  }
  if (parsed.data.error !== undefined && parsed.data.error !== null) {
    throw new UpstreamError('bad_gateway', 'The model server reported an error while answering.');
  }
  const choice = parsed.data.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content ?? undefined;
  const delta: ChatDelta = {};
  if (content !== undefined && content !== '') delta.content = content;
  const finishReason = finishReasonOf(choice?.finish_reason);
  if (finishReason !== undefined) delta.finishReason = finishReason;
  return delta;
}

/** How an upstream HTTP status is reported to our callers. */
export function errorForUpstreamStatus(status: number): UpstreamError {
  if (status === 429 || status === 503) {
    return new UpstreamError(
      'service_unavailable',
      `The model server is busy or unavailable (HTTP ${status}).`,
    );
  }
  if (status === 504) return new UpstreamError('gateway_timeout', 'The model server timed out (HTTP 504).');
  // Its other refusals (400, 401, 404...) are our configuration's fault, not the caller's request.
  return new UpstreamError('bad_gateway', `The model server failed to answer (HTTP ${status}).`);
}

import { countTextTokens, truncateToTokens } from './tokens.js';
import type { ChatCallerContext, ChatProvider, FinishReason, ProviderRequest } from './types.js';

export type GenerationEvent =
  { type: 'content'; content: string } | { type: 'finish'; finishReason: FinishReason };

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Runs one provider call and enforces what the service promises whatever the provider does:
 * the answer is cut at `maxTokens` (finish reason `length`), and when the caller's signal aborts
 * the iteration rejects at once with the abort reason and the provider is told to stop.
 */
export async function* generate(
  provider: ChatProvider,
  request: ProviderRequest,
  context: ChatCallerContext,
  callerSignal: AbortSignal | undefined,
): AsyncGenerator<GenerationEvent, void, undefined> {
  const controller = new AbortController();
  const forwardAbort = () =>
    controller.abort(callerSignal === undefined ? undefined : abortReason(callerSignal));
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  // A provider that ignores its signal must still not keep the caller waiting.
  const aborted = new Promise<never>((_, reject) => {
    const rejectWithReason = () => reject(abortReason(controller.signal));
    if (controller.signal.aborted) rejectWithReason();
    else controller.signal.addEventListener('abort', rejectWithReason, { once: true });
  });
  aborted.catch(() => undefined);

  const deltas = provider.complete(request, context, controller.signal)[Symbol.asyncIterator]();
  let tokensUsed = 0;
  let finishReason: FinishReason = 'stop';
  let providerFinished = false;
  try {
    for (;;) {
      const next = await Promise.race([deltas.next(), aborted]);
      if (next.done) {
        providerFinished = true;
        break;
      }
      const { content, finishReason: providerFinish } = next.value;
      if (content !== undefined && content !== '') {
        // Tokenizing every delta costs CPU on busy servers; it is only needed to enforce a limit.
        if (request.maxTokens !== undefined) {
          const cost = countTextTokens(content);
          if (tokensUsed + cost > request.maxTokens) {
            const fitted = truncateToTokens(content, request.maxTokens - tokensUsed);
            if (fitted !== '') yield { type: 'content', content: fitted };
            finishReason = 'length';
            break;
          }
          tokensUsed += cost;
        }
        yield { type: 'content', content };
      }
      if (providerFinish !== undefined) {
        finishReason = providerFinish;
        break;
      }
    }
  } finally {
    callerSignal?.removeEventListener('abort', forwardAbort);
    if (!providerFinished) {
      // Stop the provider's work (timers, upstream connection) whether we were cut, aborted or
      // the consumer simply stopped reading.
      controller.abort(new DOMException('The completion was stopped.', 'AbortError'));
      deltas.return?.().catch(() => undefined);
    }
  }
  if (callerSignal?.aborted) throw abortReason(callerSignal);
  yield { type: 'finish', finishReason };
}

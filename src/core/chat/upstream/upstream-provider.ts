import { isDomainError, UpstreamError } from '../../errors.js';
import type { ChatCallerContext, ChatDelta, ChatProvider, ModelInfo, ProviderRequest } from '../types.js';
import type { ChatGrounding, Grounding } from '../grounding.js';
import { readServerSentEvents } from './sse-reader.js';
import { groundedSystemPrompt } from './grounded-prompt.js';
import { PET_CARE_SYSTEM_PROMPT } from './system-prompt.js';
import { deltaFromUpstream, errorForUpstreamStatus } from './upstream-chunks.js';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_CONTEXT_WINDOW = 128_000;

export interface UpstreamProviderOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` (CHAT_UPSTREAM_URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer ...` when set (CHAT_UPSTREAM_API_KEY). */
  apiKey?: string;
  /** Model names served by the upstream and offered to our clients (CHAT_UPSTREAM_MODELS). */
  models: readonly string[];
  /** Longest silence from the upstream, before or during the answer, before a 504. */
  timeoutMs?: number;
  contextWindow?: number;
  systemPrompt?: string;
  /** The product's pipeline (safety guard, catalog, knowledge) run before the model is asked. */
  grounding?: ChatGrounding;
}

class UpstreamSilence extends Error {}

/**
 * Proxies completions to an OpenAI-compatible model server over `fetch`, streaming: the pet-care
 * system prompt is prepended, with the grounding's facts (and its urgent line said first), upstream chunks are passed on as they arrive, the caller's abort
 * closes the upstream request, and failures become 502/503/504 errors.
 */
export class UpstreamChatProvider implements ChatProvider {
  private readonly endpoint: string;
  private readonly modelInfo: ModelInfo[];
  private readonly timeoutMs: number;
  private readonly systemPrompt: string;

  constructor(private readonly options: UpstreamProviderOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.systemPrompt = options.systemPrompt ?? PET_CARE_SYSTEM_PROMPT;
    const created = Math.floor(Date.now() / 1000);
    this.modelInfo = options.models.map((id) => ({
      id,
      ownedBy: 'upstream',
      created,
      contextWindow: options.contextWindow ?? DEFAULT_CONTEXT_WINDOW,
    }));
  }

  models(): ModelInfo[] {
    return this.modelInfo;
  }

  async *complete(
    request: ProviderRequest,
    context: ChatCallerContext,
    signal: AbortSignal,
  ): AsyncGenerator<ChatDelta, void, undefined> {
    signal.throwIfAborted();
    const grounding = await this.options.grounding?.ground(request.messages, context);
    signal.throwIfAborted();
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', forwardAbort, { once: true });
    let silenceTimer: NodeJS.Timeout | undefined;
    const restartSilenceTimer = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => controller.abort(new UpstreamSilence()), this.timeoutMs);
    };
    try {
      restartSilenceTimer();
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify(this.body(request, grounding)),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw errorForUpstreamStatus(response.status);
      }
      if (response.body === null) throw new UpstreamError('bad_gateway', 'The model server sent no body.');
      // The urgent line comes first whatever the model writes; only once it answers, so a model
      // that fails at once is still reported as a plain error.
      if (grounding?.urgentLine !== undefined) yield { content: `${grounding.urgentLine}\n\n` };
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        // A server that ignored `stream: true` answers with the whole completion at once.
        yield deltaFromUpstream(await response.text());
        return;
      }
      for await (const data of readServerSentEvents(response.body)) {
        restartSilenceTimer();
        if (data === '[DONE]') return;
        const delta = deltaFromUpstream(data);
        if (delta.content !== undefined || delta.finishReason !== undefined) yield delta;
      }
    } catch (error) {
      throw this.translate(error, signal, controller.signal);
    } finally {
      clearTimeout(silenceTimer);
      signal.removeEventListener('abort', forwardAbort);
      // Closes the upstream connection if we stop before it finished (abort, cut, consumer left).
      controller.abort();
    }
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (this.options.apiKey !== undefined) headers.authorization = `Bearer ${this.options.apiKey}`;
    return headers;
  }

  private body(request: ProviderRequest, grounding: Grounding | undefined): Record<string, unknown> {
    const system =
      grounding === undefined ? this.systemPrompt : groundedSystemPrompt(this.systemPrompt, grounding);
    return {
      model: request.model,
      messages: [{ role: 'system', content: system }, ...request.messages],
      stream: true,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
      ...(request.user === undefined ? {} : { user: request.user }),
    };
  }

  private translate(error: unknown, callerSignal: AbortSignal, upstreamSignal: AbortSignal): unknown {
    if (callerSignal.aborted) return callerSignal.reason;
    if (upstreamSignal.reason instanceof UpstreamSilence) {
      return new UpstreamError(
        'gateway_timeout',
        `The model server did not respond within ${this.timeoutMs} ms.`,
        error,
      );
    }
    if (isDomainError(error)) return error;
    // fetch rejects with a TypeError for refused connections, DNS failures and broken streams.
    return new UpstreamError('bad_gateway', 'The model server could not be reached.', error);
  }
}

import { viaProtocol, type CallerContext, type Protocol } from '../context.js';
import type { RateLimits } from '../limits/rate-limits.js';
import type { ChatCompletion, ChatCompletionChunk } from './completion-shapes.js';
import type { ChatEngine, ValidatedChatRequest } from './engine.js';
import { assertCanChat, chatBudgetKey } from './policy.js';
import type { ModelInfo } from './types.js';

/** The budgets a chat is charged to; without one, callers are authorized but not counted. */
export type ChatBudget = Pick<RateLimits, 'charge'>;

/**
 * The untrusted request as the door has it (chat-completions JSON, or the door's input mapped to
 * that shape). Called only once the caller is admitted, so a refused caller's body is never read:
 * REST reads its body here, and a 401, 403 or 429 comes before any 400, 413 or 415.
 */
export type ChatRequestSource = () => unknown;

export interface ChatRunOptions {
  /** Stops the generation (the client left, the call was cancelled). */
  signal?: AbortSignal | undefined;
}

export interface ChatStreamOptions extends ChatRunOptions {
  /** One usage chunk before the end, whatever the request's `stream_options` say. */
  includeUsage?: boolean;
  /**
   * Called once the request is known good, just before generation starts: a door that holds its
   * streams under caps opens the stream's lease here, so a request that was never valid takes no
   * place, and a refusal (429) comes after 400/422. The signal it returns also stops the generation.
   */
  admitStream?: () => AbortSignal | undefined;
}

export interface ChatAnswerOptions extends ChatStreamOptions {
  /** The framing a streamed answer goes out in, as audits and usage name it (REST: `sse`). */
  streamedAs?: Protocol;
}

/** REST's answer: the request's own `stream` flag chose its form. */
export type ChatAnswer =
  | { stream: false; completion: ChatCompletion }
  | { stream: true; chunks: AsyncIterable<ChatCompletionChunk> };

/**
 * The chat use cases, the only ones a door calls: each admits the caller (401 without a token,
 * 403 without `chat:write`), spends one point of its chat budget (20/min per user, shared by
 * every door; 429 when none is left), then reads and validates the request (400/422) and
 * generates. A door maps its protocol's input and presents the result; it sequences nothing.
 */
export class ChatService {
  constructor(
    private readonly engine: ChatEngine,
    private readonly budget?: ChatBudget,
  ) {}

  /** The models, for callers who may chat (the list is of no use to anyone else): 401/403 otherwise. */
  listModels(caller: CallerContext): ModelInfo[] {
    assertCanChat(caller);
    return this.engine.models();
  }

  /** 401 without a token, 403 without `chat:write`: a door opening a chat channel checks this first. */
  authorize(caller: CallerContext): void {
    assertCanChat(caller);
  }

  /** The whole answer at once, whatever the request's `stream` flag says. */
  async complete(
    caller: CallerContext,
    source: ChatRequestSource,
    options: ChatRunOptions = {},
  ): Promise<ChatCompletion> {
    const request = await this.admit(caller, source);
    return this.engine.complete(request, caller, options.signal);
  }

  /**
   * The answer as chunks, whatever the request's `stream` flag says. Resolves at the provider's
   * first output, so a provider that fails at once rejects here (see ChatEngine.stream).
   */
  async stream(
    caller: CallerContext,
    source: ChatRequestSource,
    options: ChatStreamOptions = {},
  ): Promise<AsyncIterable<ChatCompletionChunk>> {
    const request = await this.admit(caller, source);
    const includeUsage = request.includeUsage || options.includeUsage === true;
    return this.generate({ ...request, includeUsage }, caller, options);
  }

  /** One completion in the form the request's own `stream` flag asks for (REST). */
  async answer(
    caller: CallerContext,
    source: ChatRequestSource,
    options: ChatAnswerOptions = {},
  ): Promise<ChatAnswer> {
    const request = await this.admit(caller, source);
    if (!request.stream) {
      return { stream: false, completion: await this.engine.complete(request, caller, options.signal) };
    }
    const streaming = options.streamedAs === undefined ? caller : viaProtocol(caller, options.streamedAs);
    return { stream: true, chunks: await this.generate(request, streaming, options) };
  }

  /** Who, then how much, then what: the order every door's errors follow. */
  private async admit(caller: CallerContext, source: ChatRequestSource): Promise<ValidatedChatRequest> {
    const principal = assertCanChat(caller);
    await this.budget?.charge(caller, 'chat', chatBudgetKey(principal));
    return this.engine.parseRequest(await source());
  }

  private generate(
    request: ValidatedChatRequest,
    caller: CallerContext,
    options: ChatStreamOptions,
  ): Promise<AsyncIterable<ChatCompletionChunk>> {
    const admitted = options.admitStream?.();
    const signals = [options.signal, admitted].filter((signal) => signal !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    return this.engine.stream(request, caller, signal);
  }
}

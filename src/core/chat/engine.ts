import { UnprocessableError } from '../errors.js';
import { newId } from '../ids.js';
import {
  buildCompletion,
  buildContentChunk,
  buildFinishChunk,
  buildRoleChunk,
  buildUsage,
  buildUsageChunk,
  type ChatCompletion,
  type ChatCompletionChunk,
  type CompletionIdentity,
} from './completion-shapes.js';
import { assertAnswerableConversation } from './conversation-rules.js';
import { generate, type GenerationEvent } from './generation.js';
import { parseChatCompletionRequest, type ChatCompletionRequest } from './schemas.js';
import { countPromptTokens, countTextTokens } from './tokens.js';
import type { ChatCallerContext, ChatProvider, FinishReason, ModelInfo, ProviderRequest } from './types.js';

/** A request that passed every check; carries what the checks already computed. */
export interface ValidatedChatRequest extends ChatCompletionRequest {
  promptTokens: number;
}

/** A completion that ran to its end, for whoever counts them (the admin dashboard). */
export interface CompletedChat {
  context: ChatCallerContext;
  model: string;
}

export interface ChatEngineOptions {
  providers: readonly ChatProvider[];
  /** Called once per completion that ran to its end (not cancelled, not failed). */
  onCompleted?: (completed: CompletedChat) => void;
  now?: () => Date;
  newCompletionId?: () => string;
}

interface Route {
  provider: ChatProvider;
  model: ModelInfo;
}

/**
 * The generation half of a chat completion, inside the core: validation (400/422), which
 * provider serves the model, token usage, the `maxTokens` cut, and both response shapes. It
 * checks nobody: doors reach it only through `ChatService`, which admits the caller first.
 */
export class ChatEngine {
  private readonly routes = new Map<string, Route>();
  private readonly now: () => Date;
  private readonly newCompletionId: () => string;

  constructor(private readonly options: ChatEngineOptions) {
    for (const provider of options.providers) {
      for (const model of provider.models()) {
        if (this.routes.has(model.id)) throw new Error(`Chat model "${model.id}" is served twice.`);
        this.routes.set(model.id, { provider, model });
      }
    }
    this.now = options.now ?? (() => new Date());
    this.newCompletionId = options.newCompletionId ?? (() => `chatcmpl-${newId()}`);
  }

  /** Every model served, in the order the providers list them. */
  models(): ModelInfo[] {
    return [...this.routes.values()].map((route) => route.model);
  }

  /**
   * Validates an untrusted request body. Throws `ValidationError` (400) when it is malformed and
   * `UnprocessableError` (422) when it is well formed but cannot be answered.
   */
  parseRequest(body: unknown): ValidatedChatRequest {
    const request = parseChatCompletionRequest(body);
    const route = this.routes.get(request.model);
    if (route === undefined) {
      const known = [...this.routes.keys()].join(', ');
      const message = `The model "${request.model}" does not exist. Available models: ${known}.`;
      throw new UnprocessableError(message, [{ field: 'model', message, code: 'unknown_model' }]);
    }
    assertAnswerableConversation(request.messages);
    // Room must remain for at least the requested answer (or one token of it).
    const promptBudget = route.model.contextWindow - (request.maxTokens ?? 1);
    const promptTokens = countPromptTokens(request.messages, promptBudget);
    if (promptTokens > promptBudget) {
      const message =
        `The conversation needs more than ${promptBudget} prompt tokens; ${request.model} has a context ` +
        `window of ${route.model.contextWindow} tokens${request.maxTokens ? ` including maxTokens` : ''}.`;
      throw new UnprocessableError(message, [
        { field: 'messages', message, code: 'context_length_exceeded' },
      ]);
    }
    return { ...request, promptTokens };
  }

  /** The whole answer at once (`stream: false`). */
  async complete(
    request: ValidatedChatRequest,
    context: ChatCallerContext,
    signal?: AbortSignal,
  ): Promise<ChatCompletion> {
    let content = '';
    let finishReason: FinishReason = 'stop';
    for await (const event of this.run(request, context, signal)) {
      if (event.type === 'content') content += event.content;
      else finishReason = event.finishReason;
    }
    const usage = buildUsage(request.promptTokens, countTextTokens(content));
    return buildCompletion(this.identity(request), content, finishReason, usage);
  }

  /**
   * The answer as chunks (`stream: true`). Resolves once the provider has produced its first
   * output, so a provider that fails at once (unreachable upstream, 503) rejects here and the
   * adapter can still answer with a plain error status; later failures reject the iteration.
   * When `signal` aborts, the iteration rejects with the abort reason and generation stops.
   * Iterate to the end or abort: an abandoned iterator holds the provider until then.
   */
  async stream(
    request: ValidatedChatRequest,
    context: ChatCallerContext,
    signal?: AbortSignal,
  ): Promise<AsyncIterable<ChatCompletionChunk>> {
    const events = this.run(request, context, signal);
    const first = await events.next();
    return this.chunks(request, first, events);
  }

  private async *chunks(
    request: ValidatedChatRequest,
    first: IteratorResult<GenerationEvent>,
    rest: AsyncGenerator<GenerationEvent>,
  ): AsyncGenerator<ChatCompletionChunk, void, undefined> {
    const identity = this.identity(request);
    let content = '';
    yield buildRoleChunk(identity);
    try {
      for (let result = first; result.done !== true; result = await rest.next()) {
        const event = result.value;
        if (event.type === 'content') {
          content += event.content;
          yield buildContentChunk(identity, event.content);
        } else {
          yield buildFinishChunk(identity, event.finishReason);
        }
      }
    } finally {
      await rest.return(undefined);
    }
    if (request.includeUsage) {
      yield buildUsageChunk(identity, buildUsage(request.promptTokens, countTextTokens(content)));
    }
  }

  private async *run(request: ValidatedChatRequest, context: ChatCallerContext, signal?: AbortSignal) {
    const route = this.routes.get(request.model);
    if (route === undefined) throw new UnprocessableError(`The model "${request.model}" does not exist.`);
    const providerRequest: ProviderRequest = {
      model: request.model,
      messages: request.messages,
      temperature: request.temperature,
      maxTokens: request.maxTokens,
      user: request.user,
    };
    yield* generate(route.provider, providerRequest, context, signal);
    this.options.onCompleted?.({ context, model: request.model });
  }

  private identity(request: ValidatedChatRequest): CompletionIdentity {
    return {
      id: this.newCompletionId(),
      created: Math.floor(this.now().getTime() / 1000),
      model: request.model,
    };
  }
}

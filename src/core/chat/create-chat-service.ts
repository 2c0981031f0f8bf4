import { PetAdvisor } from './advisor/advisor.js';
import { AdvisorGrounding } from './advisor/advisor-grounding.js';
import { PetAdvisorProvider } from './advisor/pet-advisor-provider.js';
import type { PetCatalogPort } from './advisor/catalog-port.js';
import { ChatEngine, type ChatEngineOptions } from './engine.js';
import { ChatService, type ChatBudget } from './service.js';
import type { ChatProvider } from './types.js';
import { UpstreamChatProvider } from './upstream/upstream-provider.js';

/** The chat part of the configuration; `config.chat` has this shape. */
export interface ChatSettings {
  upstreamUrl?: string | undefined;
  upstreamApiKey?: string | undefined;
  upstreamModels?: readonly string[];
  /** Pause between streamed words of the built-in model (CHAT_STREAM_DELAY_MS). */
  streamDelayMs?: number;
  upstreamTimeoutMs?: number;
  /** Rank knowledge by sentence embeddings too (CHAT_ADVISOR_SEMANTIC). */
  advisorSemantic?: boolean;
}

/**
 * The chat use cases every door calls, over an engine of the configured providers, charging
 * each completion to `budget`.
 */
export function createChatService(
  settings: ChatSettings,
  catalog?: PetCatalogPort,
  budget?: ChatBudget,
  onCompleted?: ChatEngineOptions['onCompleted'],
): ChatService {
  return new ChatService(createChatEngine(settings, catalog, onCompleted), budget);
}

/**
 * Wires the providers: the built-in `pet-advisor-1` always (tenant-scoped catalog answers when a
 * catalog is given), plus the upstream models when CHAT_UPSTREAM_URL and CHAT_UPSTREAM_MODELS are
 * set, grounded by the same advisor.
 */
export function createChatEngine(
  settings: ChatSettings,
  catalog?: PetCatalogPort,
  onCompleted?: ChatEngineOptions['onCompleted'],
): ChatEngine {
  // One pipeline in front of every model: the advisor decides for `pet-advisor-1` and grounds
  // the upstream models (safety guard, catalog facts, knowledge) from the same decision.
  const advisor = new PetAdvisor({ catalog, semantic: settings.advisorSemantic ?? false });
  const providers: ChatProvider[] = [
    new PetAdvisorProvider({ advisor, wordDelayMs: settings.streamDelayMs }),
  ];
  const upstreamModels = settings.upstreamModels ?? [];
  if (settings.upstreamUrl !== undefined && upstreamModels.length > 0) {
    providers.push(
      new UpstreamChatProvider({
        baseUrl: settings.upstreamUrl,
        apiKey: settings.upstreamApiKey,
        models: upstreamModels,
        timeoutMs: settings.upstreamTimeoutMs,
        grounding: new AdvisorGrounding(advisor),
      }),
    );
  }
  return new ChatEngine({ providers, onCompleted });
}

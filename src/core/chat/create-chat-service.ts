import { PetAdvisorProvider } from './advisor/pet-advisor-provider.js';
import type { PetCatalogPort } from './advisor/catalog-port.js';
import { ChatService, type ChatBudget, type ChatServiceOptions } from './service.js';
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
}

/**
 * Wires the providers: the built-in `pet-advisor-1` always (tenant-scoped catalog answers when a
 * catalog is given), plus the upstream models when CHAT_UPSTREAM_URL and CHAT_UPSTREAM_MODELS are set.
 */
export function createChatService(
  settings: ChatSettings,
  catalog?: PetCatalogPort,
  budget?: ChatBudget,
  onCompleted?: ChatServiceOptions['onCompleted'],
): ChatService {
  const providers: ChatProvider[] = [
    new PetAdvisorProvider({ catalog, wordDelayMs: settings.streamDelayMs }),
  ];
  const upstreamModels = settings.upstreamModels ?? [];
  if (settings.upstreamUrl !== undefined && upstreamModels.length > 0) {
    providers.push(
      new UpstreamChatProvider({
        baseUrl: settings.upstreamUrl,
        apiKey: settings.upstreamApiKey,
        models: upstreamModels,
        timeoutMs: settings.upstreamTimeoutMs,
      }),
    );
  }
  return new ChatService({ providers, budget, onCompleted });
}

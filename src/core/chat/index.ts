/**
 * The chat core, protocol-free. Adapters (REST/SSE, WebSocket, GraphQL, gRPC) make one call per
 * completion; each admits the caller (401/403), charges the chat budget (429), reads and
 * validates the request (400/422), then generates:
 *   present(await core.chat.complete(caller, () => body, { signal }));
 *   for await (const chunk of await core.chat.stream(caller, () => body, { signal })) send(chunk);
 *   const answer = await core.chat.answer(caller, readBody, { signal, admitStream }); // REST
 *   core.chat.listModels(caller);                         // for GET /models (401/403 too)
 * `ChatEngine` (validation and generation, no checks of its own) stays inside the core.
 */
export { createChatEngine, createChatService, type ChatSettings } from './create-chat-service.js';
export {
  ChatService,
  type ChatAnswer,
  type ChatAnswerOptions,
  type ChatBudget,
  type ChatRequestSource,
  type ChatRunOptions,
  type ChatStreamOptions,
} from './service.js';
export { ChatEngine, type ChatEngineOptions, type ValidatedChatRequest } from './engine.js';
export {
  ChatCompletionRequestSchema,
  parseChatCompletionRequest,
  MAX_MESSAGES,
  MAX_MESSAGE_CHARS,
  MAX_COMPLETION_TOKENS,
  type ChatCompletionRequest,
} from './schemas.js';
export type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionChunkChoice,
  ChatCompletionUsage,
} from './completion-shapes.js';
export type {
  ChatCallerContext,
  ChatDelta,
  ChatMessage,
  ChatProvider,
  ChatRole,
  FinishReason,
  ModelInfo,
  ProviderRequest,
} from './types.js';
export { TOKENIZER_ENCODING, countPromptTokens, countTextTokens } from './tokens.js';
export {
  PetAdvisorProvider,
  PET_ADVISOR_MODEL,
  type PetAdvisorProviderOptions,
} from './advisor/pet-advisor-provider.js';
export { VETERINARY_NOTICE } from './advisor/answer-composer.js';
export type {
  CatalogPet,
  CatalogQuery,
  PetCatalogPort,
  CatalogSize,
  CatalogGender,
  CatalogMedicalInfo,
  CatalogSort,
  MedicalFilter,
} from './advisor/catalog-port.js';
export { UpstreamChatProvider, type UpstreamProviderOptions } from './upstream/upstream-provider.js';
export { PET_CARE_SYSTEM_PROMPT } from './upstream/system-prompt.js';
export type { ChatGrounding, Grounding } from './grounding.js';

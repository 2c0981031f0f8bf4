/**
 * The chat core, protocol-free. Adapters (REST/SSE, WebSocket, GraphQL, gRPC) call:
 *   const chat = createChatService(config.chat, catalogPort, rateLimits);
 *   await chat.begin(caller);                            // 401/403, then the chat budget (429)
 *   const request = chat.parseRequest(body);            // ValidationError 400 / UnprocessableError 422
 *   if (!request.stream) present(await chat.complete(request, context, signal));
 *   else for await (const chunk of await chat.stream(request, context, signal)) send(chunk);
 *   chat.listModels(caller);                             // for GET /models (401/403 too)
 */
export { createChatService, type ChatSettings } from './create-chat-service.js';
export {
  ChatService,
  type ChatBudget,
  type ChatServiceOptions,
  type ValidatedChatRequest,
} from './service.js';
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
} from './advisor/catalog-port.js';
export { UpstreamChatProvider, type UpstreamProviderOptions } from './upstream/upstream-provider.js';
export { PET_CARE_SYSTEM_PROMPT } from './upstream/system-prompt.js';
export type { ChatGrounding, Grounding } from './grounding.js';

/**
 * The REST routes that speak the chat-completions convention (the chat router's), so OpenAI
 * clients call them: their problem documents also carry the convention's `error` object.
 */
const OPENAI_CONVENTION_PATHS: ReadonlySet<string> = new Set(['/v1/chat/completions', '/v1/models']);

export function speaksOpenAiConvention(path: string): boolean {
  return OPENAI_CONVENTION_PATHS.has(path);
}

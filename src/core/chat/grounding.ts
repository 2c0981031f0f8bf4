import type { ChatCallerContext, ChatMessage } from './types.js';

/**
 * What the product's own pipeline (safety guard, catalog lookups, knowledge retrieval) has to say
 * about a conversation, for a model that writes the answer itself: every model gets the same
 * safety and the same facts, whoever words the reply.
 */
export interface Grounding {
  /** Said first, before anything the model writes, when the conversation is an emergency. */
  urgentLine: string | undefined;
  /** The request is outside pet care and is to be declined. */
  offTopic: boolean;
  /** Facts found for the question (records, listings, verdicts, knowledge entries), as plain text. */
  facts: string;
}

/** The port a model provider asks for its grounding; the advisor implements it. */
export interface ChatGrounding {
  ground(messages: readonly ChatMessage[], context: ChatCallerContext): Promise<Grounding>;
}

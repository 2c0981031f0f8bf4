import { UnprocessableError } from '../errors.js';
import type { ChatMessage } from './types.js';

function refuse(code: string, message: string, field = 'messages'): never {
  throw new UnprocessableError(message, [{ field, message, code }]);
}

/**
 * A well-formed request can still describe a conversation no model can answer. These rules make
 * that a 422 rather than a confusing answer: system instructions come first, there is something
 * from the user, and the user has the last word (the model answers the last user message).
 */
export function assertAnswerableConversation(messages: readonly ChatMessage[]): void {
  if (messages.length === 0 || messages.every((message) => message.content.trim() === '')) {
    refuse('empty_conversation', 'The conversation is empty: send at least one user message.');
  }
  if (!messages.some((message) => message.role === 'user' && message.content.trim() !== '')) {
    refuse('no_user_message', 'The conversation has no user message to answer.');
  }
  let seenNonSystem = false;
  messages.forEach((message, index) => {
    if (message.role !== 'system') seenNonSystem = true;
    else if (seenNonSystem) {
      refuse(
        'system_message_position',
        'System messages are only allowed at the start of the conversation.',
        `messages[${index}].role`,
      );
    }
  });
  const lastIndex = messages.length - 1;
  const last = messages[lastIndex];
  if (last?.role !== 'user') {
    refuse(
      'last_message_not_user',
      'The last message must come from the user.',
      `messages[${lastIndex}].role`,
    );
  }
  if (last.content.trim() === '') {
    refuse('empty_user_message', 'The last user message is empty.', `messages[${lastIndex}].content`);
  }
}

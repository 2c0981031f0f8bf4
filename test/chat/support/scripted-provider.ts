import type { ChatDelta, ChatProvider, ModelInfo } from '../../../src/core/chat/index.js';

/**
 * A provider that streams numbered words until told to stop, recording how far it got: the
 * service's abort and cut-off must stop it, not just stop reading it.
 */
export class EndlessProvider implements ChatProvider {
  produced = 0;
  stopped = false;

  constructor(private readonly pauseMs = 5) {}

  models(): ModelInfo[] {
    return [{ id: 'endless-1', ownedBy: 'test', created: 0, contextWindow: 8192 }];
  }

  async *complete(_request: unknown, _context: unknown, signal: AbortSignal): AsyncGenerator<ChatDelta> {
    try {
      for (;;) {
        // Deliberately ignores `signal` while pausing: the service must cope with such providers.
        await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
        if (signal.aborted) return;
        this.produced += 1;
        yield { content: `word${this.produced} ` };
      }
    } finally {
      this.stopped = true;
    }
  }
}

/** A provider whose call fails before producing anything, like an unreachable upstream. */
export class FailingProvider implements ChatProvider {
  constructor(private readonly error: Error) {}

  models(): ModelInfo[] {
    return [{ id: 'failing-1', ownedBy: 'test', created: 0, contextWindow: 8192 }];
  }

  // eslint-disable-next-line require-yield
  async *complete(): AsyncGenerator<ChatDelta> {
    throw this.error;
  }
}

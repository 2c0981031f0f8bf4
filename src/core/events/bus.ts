/**
 * An in-process, typed publish/subscribe bus. Durable side effects (webhooks) go through the
 * outbox; this bus fans out to live listeners (audit, subscriptions, SSE, WebSocket).
 * A failing listener never breaks the publisher or the other listeners.
 */
export type Listener<T> = (payload: T) => void | Promise<void>;

export class EventBus<Events extends { [K in keyof Events]: unknown }> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly onListenerError: (error: unknown, event: keyof Events) => void) {}

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners.get(event);
    if (set === undefined) return;
    for (const listener of set) {
      try {
        const result = (listener as Listener<Events[K]>)(payload);
        if (result instanceof Promise) result.catch((error: unknown) => this.onListenerError(error, event));
      } catch (error) {
        this.onListenerError(error, event);
      }
    }
  }
}

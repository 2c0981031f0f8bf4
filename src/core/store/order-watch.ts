import type { CallerContext } from '../context.js';
import type { StoreEventStream } from './event-stream.js';
import type { OrderService } from './orders.js';
import type { Order, OrderStatus } from './types.js';

/** Statuses an order never leaves: a watch ends there. */
export const TERMINAL_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CANCELLED']);

/**
 * One order followed live, for the streaming doors (gRPC `WatchOrder`, GraphQL
 * `orderStatusChanged`): the order now, then again after each of its status changes (from the
 * domain events, across processes, as SSE gets them), until a terminal status. Reading it is
 * authorised exactly as `orders.get`.
 */
export class OrderWatch {
  constructor(
    private readonly eventStream: StoreEventStream,
    private readonly orders: OrderService,
  ) {}

  /**
   * Resolves once the order is read (a refusal or an unknown order rejects here, before anything
   * is streamed); the generator then yields it and its later states. The event position is fixed
   * before that first read, so no change between the two is missed.
   */
  async watch(ctx: CallerContext, orderId: string, signal: AbortSignal): Promise<AsyncGenerator<Order>> {
    const { start } = await this.eventStream.open(ctx);
    const first = await this.orders.get(ctx, orderId);
    return this.follow(ctx, first, start, signal);
  }

  private async *follow(
    ctx: CallerContext,
    first: Order,
    start: number,
    signal: AbortSignal,
  ): AsyncGenerator<Order> {
    let order = first;
    yield order;
    if (TERMINAL_ORDER_STATUSES.has(order.status)) return;
    for await (const event of this.eventStream.events(ctx, start, signal)) {
      if (event.event !== 'order.status_changed' || event.data['orderId'] !== order.id) continue;
      order = await this.orders.get(ctx, order.id);
      yield order;
      if (TERMINAL_ORDER_STATUSES.has(order.status)) return;
    }
  }
}

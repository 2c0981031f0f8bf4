/**
 * The domain events of every area, by name. Areas add their events here; listeners (audit,
 * subscriptions, SSE, WebSocket) subscribe through the typed bus.
 */
import type { UserEvents } from '../users/events.js';
import type { PetEvents } from '../pets/events.js';
import type { StoreEvents } from '../store/events.js';

export interface DomainEvents extends UserEvents, PetEvents, StoreEvents {}

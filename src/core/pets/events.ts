import type { PetStatus } from './types.js';

export interface PetChanged {
  tenantId: string;
  petId: string;
  requestId: string;
}

export interface PetStatusChanged extends PetChanged {
  previousStatus: PetStatus;
  status: PetStatus;
  /** The order that caused the change (reserve, release, adopt); null for staff edits. */
  orderId: string | null;
}

/** What the durable event log keeps of a pet status change (`pet.status_changed`). */
export type PetStatusChangedData = Pick<PetStatusChanged, 'petId' | 'previousStatus' | 'status' | 'orderId'>;

/** Pet events on the domain bus (live listeners: subscriptions, SSE; the audit is written directly). */
export interface PetEvents {
  'pet.created': PetChanged;
  'pet.updated': PetChanged;
  'pet.deleted': PetChanged;
  'pet.status_changed': PetStatusChanged;
}

import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PetNode as PetNodeModel } from '../resolvers/pets.js';
import type { OrderResource as OrderResourceModel, PaymentResource as PaymentResourceModel } from '../../shared/presenters/orders.js';
import type { UserResource as UserResourceModel } from '../../shared/presenters/users.js';
import type { PetStatusChange as PetStatusChangeModel } from '../../../core/pets/index.js';
import type { ChatCompletion as ChatCompletionModel, ChatCompletionChunk as ChatCompletionChunkModel } from '../../../core/chat/completion-shapes.js';
import type { ModelInfo as ModelInfoModel } from '../../../core/chat/types.js';
import type { DashboardStatsResource as DashboardStatsResourceModel, AuditLogResource as AuditLogResourceModel, OAuthClientResource as OAuthClientResourceModel } from '../../shared/presenters/admin.js';
import type { GraphqlContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC, e.g. "2026-01-31T12:00:00.000Z". */
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value (an audit entry's recorded state). Output only. */
  JSON: { input: unknown; output: unknown; }
};

/** Whether a cached answer may be shared by every caller (PUBLIC) or is one caller's own (PRIVATE). */
export type CacheControlScope =
  | 'PUBLIC'
  | 'PRIVATE';

export type Species =
  | 'DOG'
  | 'CAT'
  | 'RABBIT'
  | 'BIRD'
  | 'REPTILE'
  | 'OTHER';

export type PetSize =
  | 'SMALL'
  | 'MEDIUM'
  | 'LARGE';

export type Gender =
  | 'MALE'
  | 'FEMALE'
  | 'UNKNOWN';

export type PetStatus =
  | 'AVAILABLE'
  | 'PENDING'
  | 'ADOPTED'
  | 'NOT_AVAILABLE';

/** The statuses staff may set by hand; PENDING and ADOPTED belong to the order flow. */
export type SettablePetStatus =
  | 'AVAILABLE'
  | 'NOT_AVAILABLE';

/** The catalog's orders, as REST's `sort` values: `CREATED_AT_DESC` is `-createdAt` (the default). */
export type PetSort =
  | 'CREATED_AT'
  | 'CREATED_AT_DESC'
  | 'PRICE'
  | 'PRICE_DESC'
  | 'NAME';

export type OrderStatus =
  | 'PLACED'
  | 'APPROVED'
  | 'DELIVERED'
  | 'CANCELLED';

export type OrderPaymentStatus =
  | 'UNPAID'
  | 'PAID'
  | 'REFUNDED';

export type PaymentStatus =
  | 'SUCCEEDED'
  | 'FAILED'
  | 'REFUNDED';

export type Role =
  | 'CUSTOMER'
  | 'STAFF'
  | 'ADMIN';

export type UserStatus =
  | 'ACTIVE'
  | 'SUSPENDED'
  | 'DELETED';

export type BankAccountType =
  | 'checking'
  | 'savings';

export type MedicalInfo = {
  __typename?: 'MedicalInfo';
  spayedNeutered?: Maybe<Scalars['Boolean']['output']>;
  vaccinated?: Maybe<Scalars['Boolean']['output']>;
  microchipped?: Maybe<Scalars['Boolean']['output']>;
  specialNeeds?: Maybe<Scalars['Boolean']['output']>;
  healthNotes?: Maybe<Scalars['String']['output']>;
};

export type Pet = {
  __typename?: 'Pet';
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  species: Species;
  breed?: Maybe<Scalars['String']['output']>;
  ageMonths?: Maybe<Scalars['Int']['output']>;
  size?: Maybe<PetSize>;
  color?: Maybe<Scalars['String']['output']>;
  gender: Gender;
  goodWithKids?: Maybe<Scalars['Boolean']['output']>;
  /** A decimal string with two decimals, e.g. "150.00"; see `currency`. */
  price: Scalars['String']['output'];
  /** ISO 4217 code, e.g. "USD". */
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  status: PetStatus;
  /** Absolute URLs of the pet's images. */
  photos: Array<Scalars['String']['output']>;
  medicalInfo?: Maybe<MedicalInfo>;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The pet's current entity tag, as REST's `ETag`; pass it as `ifMatch` to change this version only. */
  etag: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  hasNextPage: Scalars['Boolean']['output'];
  /** The REST cursor of the next page (`after`), null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
};

export type PetEdge = {
  __typename?: 'PetEdge';
  /**
   * The REST cursor after this edge: pass it as `after` for the pets that follow it (the last
   * edge's equals `pageInfo.endCursor` when there are more).
   */
  cursor: Scalars['String']['output'];
  node: Pet;
};

export type PetConnection = {
  __typename?: 'PetConnection';
  edges: Array<PetEdge>;
  pageInfo: PageInfo;
};

export type PetFilter = {
  species?: InputMaybe<Species>;
  /** Any of these statuses. */
  status?: InputMaybe<Array<PetStatus>>;
  size?: InputMaybe<PetSize>;
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  minAgeMonths?: InputMaybe<Scalars['Int']['input']>;
  maxAgeMonths?: InputMaybe<Scalars['Int']['input']>;
  /** Words in the name, breed or description. */
  q?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  status: UserStatus;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Order = {
  __typename?: 'Order';
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  petId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  /** A decimal string with two decimals, e.g. "150.00"; see `currency`. */
  totalAmount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  callbackUrl?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The pet ordered; null when it is no longer in the catalog. */
  pet?: Maybe<Pet>;
  /**
   * The customer who placed the order: a customer sees their own account, STAFF and ADMIN the
   * tenant's; null otherwise or when the account is deleted.
   */
  user?: Maybe<User>;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** The REST cursor after this edge: pass it as `after` for the orders that follow it. */
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
};

export type Inventory = {
  __typename?: 'Inventory';
  AVAILABLE: Scalars['Int']['output'];
  PENDING: Scalars['Int']['output'];
  ADOPTED: Scalars['Int']['output'];
  NOT_AVAILABLE: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The pets of one species counted by status, as `Inventory` counts them all. */
export type SpeciesInventory = {
  __typename?: 'SpeciesInventory';
  species: Species;
  AVAILABLE: Scalars['Int']['output'];
  PENDING: Scalars['Int']['output'];
  ADOPTED: Scalars['Int']['output'];
  NOT_AVAILABLE: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A chat model the caller may use, as `GET /v1/models` lists it. */
export type ChatModel = {
  __typename?: 'ChatModel';
  id: Scalars['ID']['output'];
  /** Who serves it: `petstore` for the built-in advisor, `upstream` for proxied models. */
  ownedBy: Scalars['String']['output'];
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  /** Largest prompt plus completion the model accepts, in tokens. */
  contextWindow: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A pet of the caller's tenant; null when there is none with this id. */
  pet?: Maybe<Pet>;
  /** The catalog, newest first unless sorted otherwise. `first` is 1..100 (20 when omitted). */
  pets: PetConnection;
  /** The caller's account (UNAUTHENTICATED without a token). */
  me?: Maybe<User>;
  /** Pets of the tenant by status. */
  inventory: Inventory;
  /**
   * Pets of the tenant by species and status (staff and admins, as `GET /v1/store/inventories`):
   * one entry per species, every species listed, zeros included.
   */
  inventories: Array<SpeciesInventory>;
  /** An order the caller may see; null when there is none with this id. */
  order?: Maybe<Order>;
  /** The caller's own orders (STAFF and ADMIN: the tenant's), newest first. `first` is 1..100. */
  orders: OrderConnection;
  /** The chat models the caller may use (needs the `chat:write` scope). */
  models: Array<ChatModel>;
  /** Admin: the tenant's figures, as `GET /v1/admin/dashboard/stats`. */
  dashboardStats: DashboardStats;
  /** Admin: the tenant's accounts, newest first, as `GET /v1/admin/users`. `first` is 1..100. */
  adminUsers: UserConnection;
  /**
   * Admin: an account of the tenant with its store figures, as `GET /v1/admin/users/{userId}`;
   * null when the tenant has none with this id.
   */
  adminUser?: Maybe<UserDetails>;
  /** Admin: every order of the tenant, newest first, as `GET /v1/admin/orders`. `first` is 1..100. */
  adminOrders: OrderConnection;
  /** Admin: the tenant's audit trail, newest first, as `GET /v1/admin/audit-logs`. `first` is 1..100. */
  auditLogs: AuditLogConnection;
  /**
   * Admin: one audit entry, as `GET /v1/admin/audit-logs/{auditLogId}`; null when the tenant has
   * none with this id.
   */
  auditLog?: Maybe<AuditLog>;
  /** Admin: the tenant's OAuth clients, oldest first, as `GET /v1/admin/oauth-clients` (never a secret). */
  oauthClients: Array<OAuthClient>;
  /**
   * Admin: one OAuth client, as `GET /v1/admin/oauth-clients/{clientId}`; null when the tenant has
   * none with this id.
   */
  oauthClient?: Maybe<OAuthClient>;
};


export type QueryPetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPetsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PetFilter>;
  sort?: InputMaybe<PetSort>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryAdminUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminUserFilter>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminOrderFilter>;
};


export type QueryAuditLogsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
};


export type QueryAuditLogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOauthClientArgs = {
  clientId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createPet: Pet;
  /**
   * Replaces the pet's fields (omitted optional ones clear), as REST's PUT. With `ifMatch` (the
   * pet's `etag`) the change applies to that version only (else PRECONDITION_FAILED).
   */
  updatePet: Pet;
  /**
   * Deletes a pet; answers its id. With `ifMatch` (the pet's `etag`) only that version is deleted
   * (else PRECONDITION_FAILED), as REST's `If-Match` on `DELETE`.
   */
  deletePet: Scalars['ID']['output'];
  placeOrder: PlacedOrder;
  cancelOrder: Order;
  /**
   * Completes a paid order (staff): the order is DELIVERED and its pet ADOPTED, as REST's
   * `POST /v1/store/orders/{orderId}/complete`. An order that is not paid and approved is CONFLICT.
   */
  completeOrder: Order;
  /** Pays an order. A repeat with the same `idempotencyKey` answers the first result (`replayed`). */
  payOrder: PaymentResult;
  /** Public sign-up of a CUSTOMER account. */
  signUp: User;
  /**
   * Changes the caller's own account, as REST's `PUT /v1/users/{id}` for oneself: `null` clears a
   * personal field; a new `password` needs the `currentPassword`.
   */
  updateMe: User;
  /** Password login, the same as REST's `POST /v1/auth/tokens` (give a username or an email). */
  createToken: TokenGrant;
  /**
   * A chat completion, as REST's `POST /v1/chat/completions` without `stream` (needs `chat:write`;
   * spends the chat budget).
   */
  chatCompletion: ChatCompletion;
  /**
   * Admin: a STAFF or ADMIN account of the tenant, as `POST /v1/admin/users` (customers sign
   * themselves up).
   */
  createAccount: User;
  /**
   * Admin: suspends (the account's tokens are refused at once) or reactivates an account, as
   * `PATCH /v1/admin/users/{userId}/status`; never one's own, never the last active ADMIN.
   */
  setUserStatus: User;
  /**
   * Admin: changes an account's role, as `PATCH /v1/admin/users/{userId}/role`; tokens carrying
   * the old role are refused from the next request.
   */
  setUserRole: User;
  /**
   * Admin: cancels a PLACED or APPROVED order, refunding a paid one, as
   * `POST /v1/admin/orders/{orderId}/force-cancel` (a terminal order is CONFLICT).
   */
  forceCancelOrder: Order;
  /**
   * Admin: registers an OAuth client, as `POST /v1/admin/oauth-clients`. A confidential client's
   * secret is in this answer only.
   */
  registerOAuthClient: RegisteredOAuthClient;
  /**
   * Admin: removes an OAuth client, as `DELETE /v1/admin/oauth-clients/{clientId}`; answers its id.
   * The client gets no more tokens and the tokens it holds stop at their next use.
   */
  removeOAuthClient: Scalars['ID']['output'];
};


export type MutationCreatePetArgs = {
  input: CreatePetInput;
};


export type MutationUpdatePetArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePetInput;
  ifMatch?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePetArgs = {
  id: Scalars['ID']['input'];
  ifMatch?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompleteOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPayOrderArgs = {
  orderId: Scalars['ID']['input'];
  input: PaymentInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationCreateTokenArgs = {
  username?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  scope?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChatCompletionArgs = {
  input: ChatCompletionInput;
};


export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


export type MutationSetUserStatusArgs = {
  id: Scalars['ID']['input'];
  status: SettableUserStatus;
  reason: Scalars['String']['input'];
};


export type MutationSetUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: Role;
};


export type MutationForceCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRegisterOAuthClientArgs = {
  input: RegisterOAuthClientInput;
};


export type MutationRemoveOAuthClientArgs = {
  clientId: Scalars['ID']['input'];
};

export type MedicalInfoInput = {
  spayedNeutered?: InputMaybe<Scalars['Boolean']['input']>;
  vaccinated?: InputMaybe<Scalars['Boolean']['input']>;
  microchipped?: InputMaybe<Scalars['Boolean']['input']>;
  specialNeeds?: InputMaybe<Scalars['Boolean']['input']>;
  healthNotes?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePetInput = {
  name: Scalars['String']['input'];
  species: Species;
  breed?: InputMaybe<Scalars['String']['input']>;
  ageMonths?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<PetSize>;
  color?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  medicalInfo?: InputMaybe<MedicalInfoInput>;
};

export type UpdatePetInput = {
  name: Scalars['String']['input'];
  species: Species;
  breed?: InputMaybe<Scalars['String']['input']>;
  ageMonths?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<PetSize>;
  color?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  medicalInfo?: InputMaybe<MedicalInfoInput>;
  /** Absent: the status stays as it is. */
  status?: InputMaybe<SettablePetStatus>;
};

export type PlaceOrderInput = {
  petId: Scalars['ID']['input'];
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
};

export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  order: Order;
  /** The callback signing secret, shown once when a `callbackUrl` was given. */
  callbackSecret?: Maybe<Scalars['String']['output']>;
};

export type CardInput = {
  number: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  cvc: Scalars['String']['input'];
  holderName: Scalars['String']['input'];
};

export type BankAccountInput = {
  accountHolderName: Scalars['String']['input'];
  routingNumber: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountType: BankAccountType;
};

/** The amount and currency the payer agrees to, and exactly one of `card` or `bankAccount`. */
export type PaymentInput = {
  amount: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  card?: InputMaybe<CardInput>;
  bankAccount?: InputMaybe<BankAccountInput>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  type: Scalars['String']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  last4: Scalars['String']['output'];
};

export type Payment = {
  __typename?: 'Payment';
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  status: PaymentStatus;
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  method: PaymentMethod;
  createdAt: Scalars['DateTime']['output'];
};

export type PaymentResult = {
  __typename?: 'PaymentResult';
  payment: Payment;
  /** True when this answers a repeat of an earlier request with the same idempotency key. */
  replayed: Scalars['Boolean']['output'];
};

export type SignUpInput = {
  username: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMeInput = {
  username?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  currentPassword?: InputMaybe<Scalars['String']['input']>;
};

export type TokenGrant = {
  __typename?: 'TokenGrant';
  accessToken: Scalars['String']['output'];
  tokenType: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  scope: Scalars['String']['output'];
};

/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The order now, then again after each status change; completes at a terminal status
   * (DELIVERED, CANCELLED). Only for who may read the order.
   */
  orderStatusChanged: Order;
  /**
   * Pet status changes in the caller's tenant: the named pet's, or every pet's when `petId` is null.
   * The catalog is public: anonymous callers name their tenant.
   */
  petStatusChanged: PetStatusChange;
  /**
   * A chat completion streamed chunk by chunk, the chunks of REST's SSE stream with
   * `stream_options.include_usage` (the last one carries `usage` and no choices).
   */
  chatCompletionStream: ChatCompletionChunk;
};


/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type SubscriptionOrderStatusChangedArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type SubscriptionPetStatusChangedArgs = {
  petId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type SubscriptionChatCompletionStreamArgs = {
  input: ChatCompletionInput;
};

export type PetStatusChange = {
  __typename?: 'PetStatusChange';
  /** The event's id, as in the event log. */
  id: Scalars['ID']['output'];
  petId: Scalars['ID']['output'];
  previousStatus: PetStatus;
  status: PetStatus;
  /** The order that caused the change (reserve, release, adopt); null for staff edits. */
  orderId?: Maybe<Scalars['ID']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  /** The pet as it is when the change is delivered; null once it is deleted. */
  pet?: Maybe<Pet>;
};

/** The chat-completions roles, as REST spells them. */
export type ChatRole =
  | 'system'
  | 'user'
  | 'assistant';

/** `stop`: the answer is complete; `length`: it was cut at `maxTokens`. */
export type FinishReason =
  | 'stop'
  | 'length';

export type ChatMessageInput = {
  role: ChatRole;
  content: Scalars['String']['input'];
};

/**
 * REST's completion request without its transport fields (`stream`, `stream_options`) and the
 * convention's other spellings of `maxTokens` (`max_tokens`, `max_completion_tokens`).
 */
export type ChatCompletionInput = {
  model: Scalars['String']['input'];
  messages: Array<ChatMessageInput>;
  temperature?: InputMaybe<Scalars['Float']['input']>;
  maxTokens?: InputMaybe<Scalars['Int']['input']>;
  user?: InputMaybe<Scalars['String']['input']>;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  role: ChatRole;
  content: Scalars['String']['output'];
};

export type ChatUsage = {
  __typename?: 'ChatUsage';
  promptTokens: Scalars['Int']['output'];
  completionTokens: Scalars['Int']['output'];
  totalTokens: Scalars['Int']['output'];
};

export type ChatCompletionChoice = {
  __typename?: 'ChatCompletionChoice';
  index: Scalars['Int']['output'];
  message: ChatMessage;
  finishReason: FinishReason;
};

export type ChatCompletion = {
  __typename?: 'ChatCompletion';
  id: Scalars['ID']['output'];
  object: Scalars['String']['output'];
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  choices: Array<ChatCompletionChoice>;
  usage: ChatUsage;
};

export type ChatDelta = {
  __typename?: 'ChatDelta';
  role?: Maybe<ChatRole>;
  content?: Maybe<Scalars['String']['output']>;
};

export type ChatCompletionChunkChoice = {
  __typename?: 'ChatCompletionChunkChoice';
  index: Scalars['Int']['output'];
  delta: ChatDelta;
  finishReason?: Maybe<FinishReason>;
};

export type ChatCompletionChunk = {
  __typename?: 'ChatCompletionChunk';
  id: Scalars['ID']['output'];
  object: Scalars['String']['output'];
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** Empty only in the last chunk, which carries `usage`. */
  choices: Array<ChatCompletionChunkChoice>;
  usage?: Maybe<ChatUsage>;
};

/**
 * The account statuses an administrator may set; DELETED is the account holder's or an admin's
 * deletion.
 */
export type SettableUserStatus =
  | 'ACTIVE'
  | 'SUSPENDED';

/** The roles of accounts an administrator creates (customers sign themselves up). */
export type StaffRole =
  | 'STAFF'
  | 'ADMIN';

/** The OAuth scopes: `READ_PETS` is `read:pets`, `CHAT_WRITE` is `chat:write`, and so on. */
export type Scope =
  | 'READ_PETS'
  | 'WRITE_PETS'
  | 'READ_ORDERS'
  | 'WRITE_ORDERS'
  | 'READ_USER'
  | 'WRITE_USER'
  | 'CHAT_WRITE'
  | 'ADMIN';

/**
 * The door a call came through, as the audit trail records it (`system`: seeding and operator
 * commands).
 */
export type Protocol =
  | 'rest'
  | 'graphql'
  | 'grpc'
  | 'ws'
  | 'soap'
  | 'sse'
  | 'system';

/** `denied`: a refused attempt at a privileged operation; `failure`: e.g. a declined payment. */
export type AuditOutcome =
  | 'success'
  | 'failure'
  | 'denied';

/** `public`: no secret (browser and native apps, PKCE); `confidential`: has a secret. */
export type OAuthClientKind =
  | 'public'
  | 'confidential';

export type OAuthGrantType =
  | 'authorization_code'
  | 'refresh_token'
  | 'client_credentials';

/** An amount of one currency: a decimal string with two decimals. */
export type Money = {
  __typename?: 'Money';
  currency: Scalars['String']['output'];
  amount: Scalars['String']['output'];
};

export type UserStatusCounts = {
  __typename?: 'UserStatusCounts';
  ACTIVE: Scalars['Int']['output'];
  SUSPENDED: Scalars['Int']['output'];
  DELETED: Scalars['Int']['output'];
};

export type RoleCounts = {
  __typename?: 'RoleCounts';
  CUSTOMER: Scalars['Int']['output'];
  STAFF: Scalars['Int']['output'];
  ADMIN: Scalars['Int']['output'];
};

export type UserFigures = {
  __typename?: 'UserFigures';
  byStatus: UserStatusCounts;
  byRole: RoleCounts;
  total: Scalars['Int']['output'];
};

export type OrderStatusCounts = {
  __typename?: 'OrderStatusCounts';
  PLACED: Scalars['Int']['output'];
  APPROVED: Scalars['Int']['output'];
  DELIVERED: Scalars['Int']['output'];
  CANCELLED: Scalars['Int']['output'];
};

export type OrderFigures = {
  __typename?: 'OrderFigures';
  byStatus: OrderStatusCounts;
  total: Scalars['Int']['output'];
};

/** Money kept (payments minus refunds, a refund counted on the day it happens), per currency. */
export type RevenueFigures = {
  __typename?: 'RevenueFigures';
  total: Array<Money>;
  last30Days: Array<Money>;
};

export type DailyOrders = {
  __typename?: 'DailyOrders';
  /** A UTC day, e.g. "2026-01-31". */
  date: Scalars['String']['output'];
  placed: Scalars['Int']['output'];
};

export type ChatFigures = {
  __typename?: 'ChatFigures';
  /** Completions that ran to their end today (UTC), through every door. */
  completionsToday: Scalars['Int']['output'];
};

export type WebhookFigures = {
  __typename?: 'WebhookFigures';
  /** Deliveries pending or in flight. */
  deliveriesPending: Scalars['Int']['output'];
  deliveriesFailed: Scalars['Int']['output'];
};

/**
 * The admin dashboard, as `GET /v1/admin/dashboard/stats` (docs/admin.md tells how each figure is
 * found).
 */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  users: UserFigures;
  /** Pets of the tenant by status. */
  pets: Inventory;
  orders: OrderFigures;
  revenue: RevenueFigures;
  /** 30 UTC days, oldest first, today last. */
  ordersPerDay: Array<DailyOrders>;
  chat: ChatFigures;
  webhooks: WebhookFigures;
  generatedAt: Scalars['DateTime']['output'];
};

export type AdminUserFilter = {
  status?: InputMaybe<UserStatus>;
  role?: InputMaybe<Role>;
  /** The start of a username or email, any case. */
  q?: InputMaybe<Scalars['String']['input']>;
};

export type UserEdge = {
  __typename?: 'UserEdge';
  /** The REST cursor after this edge: pass it as `after` for the accounts that follow it. */
  cursor: Scalars['String']['output'];
  node: User;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

/** An account as the administrator sees it: the User plus what it did in the store. */
export type UserDetails = {
  __typename?: 'UserDetails';
  user: User;
  orderCount: Scalars['Int']['output'];
  /** Paid and not refunded, per currency. */
  totalSpent: Array<Money>;
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CreateAccountInput = {
  username: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  role: StaffRole;
};

export type AdminOrderFilter = {
  status?: InputMaybe<OrderStatus>;
  petId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Orders created at or after this time. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Orders created at or before this time. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditLogFilter = {
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** E.g. `pet.create`, `user.change_status`. */
  action?: InputMaybe<Scalars['String']['input']>;
  resourceType?: InputMaybe<Scalars['String']['input']>;
  resourceId?: InputMaybe<Scalars['String']['input']>;
  protocol?: InputMaybe<Protocol>;
  outcome?: InputMaybe<AuditOutcome>;
  /** Entries written at or after this time. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Entries written at or before this time. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditActor = {
  __typename?: 'AuditActor';
  /** Null for system callers (seeding, operator commands). */
  userId?: Maybe<Scalars['ID']['output']>;
  role?: Maybe<Role>;
  ip: Scalars['String']['output'];
};

export type AuditResource = {
  __typename?: 'AuditResource';
  type: Scalars['String']['output'];
  id?: Maybe<Scalars['String']['output']>;
};

/** What the change was; secrets are `[REDACTED]` at any depth. */
export type AuditChanges = {
  __typename?: 'AuditChanges';
  before?: Maybe<Scalars['JSON']['output']>;
  after?: Maybe<Scalars['JSON']['output']>;
};

/** An entry of the audit trail, as `GET /v1/admin/audit-logs/{auditLogId}`. */
export type AuditLog = {
  __typename?: 'AuditLog';
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  actor: AuditActor;
  /** `<resource>.<verb>`, e.g. `pet.create`. */
  action: Scalars['String']['output'];
  resource: AuditResource;
  protocol: Protocol;
  /** The service's own id of the call that made the change (`extensions.requestId`). */
  requestId: Scalars['String']['output'];
  /** The id the caller sent with the call (`X-Request-ID`...), when it sent a valid one. */
  correlationId?: Maybe<Scalars['String']['output']>;
  changes: AuditChanges;
  outcome: AuditOutcome;
  timestamp: Scalars['DateTime']['output'];
};

export type AuditLogEdge = {
  __typename?: 'AuditLogEdge';
  /** The REST cursor after this edge: pass it as `after` for the entries that follow it. */
  cursor: Scalars['String']['output'];
  node: AuditLog;
};

export type AuditLogConnection = {
  __typename?: 'AuditLogConnection';
  edges: Array<AuditLogEdge>;
  pageInfo: PageInfo;
};

/** An OAuth client of the tenant, as the admin API shows it: never its secret nor the secret's hash. */
export type OAuthClient = {
  __typename?: 'OAuthClient';
  clientId: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  kind: OAuthClientKind;
  redirectUris: Array<Scalars['String']['output']>;
  grantTypes: Array<OAuthGrantType>;
  /** The most the client may ask for; a user's role narrows it further. */
  scopes: Array<Scope>;
  /** The account client_credentials tokens act as. */
  serviceAccountId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
};

/** The command's options of `npm run oauth-clients`, as `POST /v1/admin/oauth-clients` takes them. */
export type RegisterOAuthClientInput = {
  /** 3 to 64 letters, digits, ".", "_" or "-"; generated when omitted. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  kind: OAuthClientKind;
  /** Absolute https URIs, http on a loopback host, or a path on this service. */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default: authorization_code and refresh_token. */
  grantTypes?: InputMaybe<Array<OAuthGrantType>>;
  /** Default: every scope. */
  scopes?: InputMaybe<Array<Scope>>;
  /** For client_credentials: the username of the account the client acts as. */
  serviceAccount?: InputMaybe<Scalars['String']['input']>;
};

export type RegisteredOAuthClient = {
  __typename?: 'RegisteredOAuthClient';
  client: OAuthClient;
  /** A confidential client's secret, shown this once (only its hash is kept); null for a public one. */
  clientSecret?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CacheControlScope: CacheControlScope;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Species: Species;
  PetSize: PetSize;
  Gender: Gender;
  PetStatus: PetStatus;
  SettablePetStatus: SettablePetStatus;
  PetSort: PetSort;
  OrderStatus: OrderStatus;
  OrderPaymentStatus: OrderPaymentStatus;
  PaymentStatus: PaymentStatus;
  Role: Role;
  UserStatus: UserStatus;
  BankAccountType: BankAccountType;
  MedicalInfo: ResolverTypeWrapper<MedicalInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Pet: ResolverTypeWrapper<PetNodeModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PetEdge: ResolverTypeWrapper<Omit<PetEdge, 'node'> & { node: ResolversTypes['Pet'] }>;
  PetConnection: ResolverTypeWrapper<Omit<PetConnection, 'edges'> & { edges: Array<ResolversTypes['PetEdge']> }>;
  PetFilter: PetFilter;
  User: ResolverTypeWrapper<UserResourceModel>;
  Order: ResolverTypeWrapper<OrderResourceModel>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  Inventory: ResolverTypeWrapper<Inventory>;
  SpeciesInventory: ResolverTypeWrapper<SpeciesInventory>;
  ChatModel: ResolverTypeWrapper<ModelInfoModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MedicalInfoInput: MedicalInfoInput;
  CreatePetInput: CreatePetInput;
  UpdatePetInput: UpdatePetInput;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: ResolverTypeWrapper<Omit<PlacedOrder, 'order'> & { order: ResolversTypes['Order'] }>;
  CardInput: CardInput;
  BankAccountInput: BankAccountInput;
  PaymentInput: PaymentInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Payment: ResolverTypeWrapper<PaymentResourceModel>;
  PaymentResult: ResolverTypeWrapper<Omit<PaymentResult, 'payment'> & { payment: ResolversTypes['Payment'] }>;
  SignUpInput: SignUpInput;
  UpdateMeInput: UpdateMeInput;
  TokenGrant: ResolverTypeWrapper<TokenGrant>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PetStatusChange: ResolverTypeWrapper<PetStatusChangeModel>;
  ChatRole: ChatRole;
  FinishReason: FinishReason;
  ChatMessageInput: ChatMessageInput;
  ChatCompletionInput: ChatCompletionInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatUsage: ResolverTypeWrapper<ChatUsage>;
  ChatCompletionChoice: ResolverTypeWrapper<ChatCompletionChoice>;
  ChatCompletion: ResolverTypeWrapper<ChatCompletionModel>;
  ChatDelta: ResolverTypeWrapper<ChatDelta>;
  ChatCompletionChunkChoice: ResolverTypeWrapper<ChatCompletionChunkChoice>;
  ChatCompletionChunk: ResolverTypeWrapper<ChatCompletionChunkModel>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  SettableUserStatus: SettableUserStatus;
  StaffRole: StaffRole;
  Scope: Scope;
  Protocol: Protocol;
  AuditOutcome: AuditOutcome;
  OAuthClientKind: OAuthClientKind;
  OAuthGrantType: OAuthGrantType;
  Money: ResolverTypeWrapper<Money>;
  UserStatusCounts: ResolverTypeWrapper<UserStatusCounts>;
  RoleCounts: ResolverTypeWrapper<RoleCounts>;
  UserFigures: ResolverTypeWrapper<UserFigures>;
  OrderStatusCounts: ResolverTypeWrapper<OrderStatusCounts>;
  OrderFigures: ResolverTypeWrapper<OrderFigures>;
  RevenueFigures: ResolverTypeWrapper<RevenueFigures>;
  DailyOrders: ResolverTypeWrapper<DailyOrders>;
  ChatFigures: ResolverTypeWrapper<ChatFigures>;
  WebhookFigures: ResolverTypeWrapper<WebhookFigures>;
  DashboardStats: ResolverTypeWrapper<DashboardStatsResourceModel>;
  AdminUserFilter: AdminUserFilter;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserDetails: ResolverTypeWrapper<Omit<UserDetails, 'user'> & { user: ResolversTypes['User'] }>;
  CreateAccountInput: CreateAccountInput;
  AdminOrderFilter: AdminOrderFilter;
  AuditLogFilter: AuditLogFilter;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditResource: ResolverTypeWrapper<AuditResource>;
  AuditChanges: ResolverTypeWrapper<AuditChanges>;
  AuditLog: ResolverTypeWrapper<AuditLogResourceModel>;
  AuditLogEdge: ResolverTypeWrapper<Omit<AuditLogEdge, 'node'> & { node: ResolversTypes['AuditLog'] }>;
  AuditLogConnection: ResolverTypeWrapper<Omit<AuditLogConnection, 'edges'> & { edges: Array<ResolversTypes['AuditLogEdge']> }>;
  OAuthClient: ResolverTypeWrapper<OAuthClientResourceModel>;
  RegisterOAuthClientInput: RegisterOAuthClientInput;
  RegisteredOAuthClient: ResolverTypeWrapper<Omit<RegisteredOAuthClient, 'client'> & { client: ResolversTypes['OAuthClient'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  MedicalInfo: MedicalInfo;
  String: Scalars['String']['output'];
  Pet: PetNodeModel;
  ID: Scalars['ID']['output'];
  PageInfo: PageInfo;
  PetEdge: Omit<PetEdge, 'node'> & { node: ResolversParentTypes['Pet'] };
  PetConnection: Omit<PetConnection, 'edges'> & { edges: Array<ResolversParentTypes['PetEdge']> };
  PetFilter: PetFilter;
  User: UserResourceModel;
  Order: OrderResourceModel;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  Inventory: Inventory;
  SpeciesInventory: SpeciesInventory;
  ChatModel: ModelInfoModel;
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
  MedicalInfoInput: MedicalInfoInput;
  CreatePetInput: CreatePetInput;
  UpdatePetInput: UpdatePetInput;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: Omit<PlacedOrder, 'order'> & { order: ResolversParentTypes['Order'] };
  CardInput: CardInput;
  BankAccountInput: BankAccountInput;
  PaymentInput: PaymentInput;
  PaymentMethod: PaymentMethod;
  Payment: PaymentResourceModel;
  PaymentResult: Omit<PaymentResult, 'payment'> & { payment: ResolversParentTypes['Payment'] };
  SignUpInput: SignUpInput;
  UpdateMeInput: UpdateMeInput;
  TokenGrant: TokenGrant;
  Subscription: Record<PropertyKey, never>;
  PetStatusChange: PetStatusChangeModel;
  ChatMessageInput: ChatMessageInput;
  ChatCompletionInput: ChatCompletionInput;
  Float: Scalars['Float']['output'];
  ChatMessage: ChatMessage;
  ChatUsage: ChatUsage;
  ChatCompletionChoice: ChatCompletionChoice;
  ChatCompletion: ChatCompletionModel;
  ChatDelta: ChatDelta;
  ChatCompletionChunkChoice: ChatCompletionChunkChoice;
  ChatCompletionChunk: ChatCompletionChunkModel;
  JSON: Scalars['JSON']['output'];
  Money: Money;
  UserStatusCounts: UserStatusCounts;
  RoleCounts: RoleCounts;
  UserFigures: UserFigures;
  OrderStatusCounts: OrderStatusCounts;
  OrderFigures: OrderFigures;
  RevenueFigures: RevenueFigures;
  DailyOrders: DailyOrders;
  ChatFigures: ChatFigures;
  WebhookFigures: WebhookFigures;
  DashboardStats: DashboardStatsResourceModel;
  AdminUserFilter: AdminUserFilter;
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserDetails: Omit<UserDetails, 'user'> & { user: ResolversParentTypes['User'] };
  CreateAccountInput: CreateAccountInput;
  AdminOrderFilter: AdminOrderFilter;
  AuditLogFilter: AuditLogFilter;
  AuditActor: AuditActor;
  AuditResource: AuditResource;
  AuditChanges: AuditChanges;
  AuditLog: AuditLogResourceModel;
  AuditLogEdge: Omit<AuditLogEdge, 'node'> & { node: ResolversParentTypes['AuditLog'] };
  AuditLogConnection: Omit<AuditLogConnection, 'edges'> & { edges: Array<ResolversParentTypes['AuditLogEdge']> };
  OAuthClient: OAuthClientResourceModel;
  RegisterOAuthClientInput: RegisterOAuthClientInput;
  RegisteredOAuthClient: Omit<RegisteredOAuthClient, 'client'> & { client: ResolversParentTypes['OAuthClient'] };
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphqlContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MedicalInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MedicalInfo'] = ResolversParentTypes['MedicalInfo']> = {
  spayedNeutered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  vaccinated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  microchipped?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  specialNeeds?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  healthNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PetResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Pet'] = ResolversParentTypes['Pet']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  species?: Resolver<ResolversTypes['Species'], ParentType, ContextType>;
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ageMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['PetSize']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  goodWithKids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  medicalInfo?: Resolver<Maybe<ResolversTypes['MedicalInfo']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  etag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PetEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetEdge'] = ResolversParentTypes['PetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pet'], ParentType, ContextType>;
};

export type PetConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetConnection'] = ResolversParentTypes['PetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PetEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InventoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Inventory'] = ResolversParentTypes['Inventory']> = {
  AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  PENDING?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ADOPTED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  NOT_AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpeciesInventoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SpeciesInventory'] = ResolversParentTypes['SpeciesInventory']> = {
  species?: Resolver<ResolversTypes['Species'], ParentType, ContextType>;
  AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  PENDING?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ADOPTED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  NOT_AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatModelResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatModel'] = ResolversParentTypes['ChatModel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contextWindow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType, RequireFields<QueryPetArgs, 'id'>>;
  pets?: Resolver<ResolversTypes['PetConnection'], ParentType, ContextType, Partial<QueryPetsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Inventory'], ParentType, ContextType>;
  inventories?: Resolver<Array<ResolversTypes['SpeciesInventory']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  models?: Resolver<Array<ResolversTypes['ChatModel']>, ParentType, ContextType>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType>;
  adminUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  adminUser?: Resolver<Maybe<ResolversTypes['UserDetails']>, ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminOrders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  auditLogs?: Resolver<ResolversTypes['AuditLogConnection'], ParentType, ContextType, Partial<QueryAuditLogsArgs>>;
  auditLog?: Resolver<Maybe<ResolversTypes['AuditLog']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'id'>>;
  oauthClients?: Resolver<Array<ResolversTypes['OAuthClient']>, ParentType, ContextType>;
  oauthClient?: Resolver<Maybe<ResolversTypes['OAuthClient']>, ParentType, ContextType, RequireFields<QueryOauthClientArgs, 'clientId'>>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createPet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType, RequireFields<MutationCreatePetArgs, 'input'>>;
  updatePet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType, RequireFields<MutationUpdatePetArgs, 'id' | 'input'>>;
  deletePet?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePetArgs, 'id'>>;
  placeOrder?: Resolver<ResolversTypes['PlacedOrder'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  completeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'id'>>;
  payOrder?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'orderId' | 'input'>>;
  signUp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  createToken?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationCreateTokenArgs, 'password'>>;
  chatCompletion?: Resolver<ResolversTypes['ChatCompletion'], ParentType, ContextType, RequireFields<MutationChatCompletionArgs, 'input'>>;
  createAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  setUserStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserStatusArgs, 'id' | 'status' | 'reason'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'id' | 'role'>>;
  forceCancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationForceCancelOrderArgs, 'id' | 'reason'>>;
  registerOAuthClient?: Resolver<ResolversTypes['RegisteredOAuthClient'], ParentType, ContextType, RequireFields<MutationRegisterOAuthClientArgs, 'input'>>;
  removeOAuthClient?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveOAuthClientArgs, 'clientId'>>;
};

export type PlacedOrderResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  callbackSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PaymentResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TokenGrantResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TokenGrant'] = ResolversParentTypes['TokenGrant']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  orderStatusChanged?: SubscriptionResolver<ResolversTypes['Order'], "orderStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderStatusChangedArgs, 'orderId'>>;
  petStatusChanged?: SubscriptionResolver<ResolversTypes['PetStatusChange'], "petStatusChanged", ParentType, ContextType, Partial<SubscriptionPetStatusChangedArgs>>;
  chatCompletionStream?: SubscriptionResolver<ResolversTypes['ChatCompletionChunk'], "chatCompletionStream", ParentType, ContextType, RequireFields<SubscriptionChatCompletionStreamArgs, 'input'>>;
};

export type PetStatusChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetStatusChange'] = ResolversParentTypes['PetStatusChange']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousStatus?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  role?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatUsageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatUsage'] = ResolversParentTypes['ChatUsage']> = {
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatCompletionChoiceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChoice'] = ResolversParentTypes['ChatCompletionChoice']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  finishReason?: Resolver<ResolversTypes['FinishReason'], ParentType, ContextType>;
};

export type ChatCompletionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletion'] = ResolversParentTypes['ChatCompletion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  object?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['ChatCompletionChoice']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['ChatUsage'], ParentType, ContextType>;
};

export type ChatDeltaResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatDelta'] = ResolversParentTypes['ChatDelta']> = {
  role?: Resolver<Maybe<ResolversTypes['ChatRole']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatCompletionChunkChoiceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChunkChoice'] = ResolversParentTypes['ChatCompletionChunkChoice']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['ChatDelta'], ParentType, ContextType>;
  finishReason?: Resolver<Maybe<ResolversTypes['FinishReason']>, ParentType, ContextType>;
};

export type ChatCompletionChunkResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChunk'] = ResolversParentTypes['ChatCompletionChunk']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  object?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['ChatCompletionChunkChoice']>, ParentType, ContextType>;
  usage?: Resolver<Maybe<ResolversTypes['ChatUsage']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MoneyResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserStatusCountsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserStatusCounts'] = ResolversParentTypes['UserStatusCounts']> = {
  ACTIVE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  SUSPENDED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  DELETED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleCountsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RoleCounts'] = ResolversParentTypes['RoleCounts']> = {
  CUSTOMER?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  STAFF?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ADMIN?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserFiguresResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserFigures'] = ResolversParentTypes['UserFigures']> = {
  byStatus?: Resolver<ResolversTypes['UserStatusCounts'], ParentType, ContextType>;
  byRole?: Resolver<ResolversTypes['RoleCounts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusCountsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderStatusCounts'] = ResolversParentTypes['OrderStatusCounts']> = {
  PLACED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  APPROVED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  DELIVERED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  CANCELLED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderFiguresResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderFigures'] = ResolversParentTypes['OrderFigures']> = {
  byStatus?: Resolver<ResolversTypes['OrderStatusCounts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevenueFiguresResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RevenueFigures'] = ResolversParentTypes['RevenueFigures']> = {
  total?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  last30Days?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type DailyOrdersResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DailyOrders'] = ResolversParentTypes['DailyOrders']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatFiguresResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatFigures'] = ResolversParentTypes['ChatFigures']> = {
  completionsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookFiguresResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WebhookFigures'] = ResolversParentTypes['WebhookFigures']> = {
  deliveriesPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveriesFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardStatsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = {
  users?: Resolver<ResolversTypes['UserFigures'], ParentType, ContextType>;
  pets?: Resolver<ResolversTypes['Inventory'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderFigures'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['RevenueFigures'], ParentType, ContextType>;
  ordersPerDay?: Resolver<Array<ResolversTypes['DailyOrders']>, ParentType, ContextType>;
  chat?: Resolver<ResolversTypes['ChatFigures'], ParentType, ContextType>;
  webhooks?: Resolver<ResolversTypes['WebhookFigures'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserDetails'] = ResolversParentTypes['UserDetails']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSpent?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditResourceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditResource'] = ResolversParentTypes['AuditResource']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditChangesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditChanges'] = ResolversParentTypes['AuditChanges']> = {
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type AuditLogResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditLog'] = ResolversParentTypes['AuditLog']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['AuditResource'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['Protocol'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correlationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['AuditChanges'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AuditOutcome'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AuditLogEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditLogEdge'] = ResolversParentTypes['AuditLogEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditLog'], ParentType, ContextType>;
};

export type AuditLogConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditLogConnection'] = ResolversParentTypes['AuditLogConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditLogEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OAuthClientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OAuthClient'] = ResolversParentTypes['OAuthClient']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OAuthClientKind'], ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  grantTypes?: Resolver<Array<ResolversTypes['OAuthGrantType']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  serviceAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RegisteredOAuthClientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RegisteredOAuthClient'] = ResolversParentTypes['RegisteredOAuthClient']> = {
  client?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  DateTime?: GraphQLScalarType;
  MedicalInfo?: MedicalInfoResolvers<ContextType>;
  Pet?: PetResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PetEdge?: PetEdgeResolvers<ContextType>;
  PetConnection?: PetConnectionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  Inventory?: InventoryResolvers<ContextType>;
  SpeciesInventory?: SpeciesInventoryResolvers<ContextType>;
  ChatModel?: ChatModelResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  TokenGrant?: TokenGrantResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  PetStatusChange?: PetStatusChangeResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatUsage?: ChatUsageResolvers<ContextType>;
  ChatCompletionChoice?: ChatCompletionChoiceResolvers<ContextType>;
  ChatCompletion?: ChatCompletionResolvers<ContextType>;
  ChatDelta?: ChatDeltaResolvers<ContextType>;
  ChatCompletionChunkChoice?: ChatCompletionChunkChoiceResolvers<ContextType>;
  ChatCompletionChunk?: ChatCompletionChunkResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  UserStatusCounts?: UserStatusCountsResolvers<ContextType>;
  RoleCounts?: RoleCountsResolvers<ContextType>;
  UserFigures?: UserFiguresResolvers<ContextType>;
  OrderStatusCounts?: OrderStatusCountsResolvers<ContextType>;
  OrderFigures?: OrderFiguresResolvers<ContextType>;
  RevenueFigures?: RevenueFiguresResolvers<ContextType>;
  DailyOrders?: DailyOrdersResolvers<ContextType>;
  ChatFigures?: ChatFiguresResolvers<ContextType>;
  WebhookFigures?: WebhookFiguresResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserDetails?: UserDetailsResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditResource?: AuditResourceResolvers<ContextType>;
  AuditChanges?: AuditChangesResolvers<ContextType>;
  AuditLog?: AuditLogResolvers<ContextType>;
  AuditLogEdge?: AuditLogEdgeResolvers<ContextType>;
  AuditLogConnection?: AuditLogConnectionResolvers<ContextType>;
  OAuthClient?: OAuthClientResolvers<ContextType>;
  RegisteredOAuthClient?: RegisteredOAuthClientResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphqlContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};

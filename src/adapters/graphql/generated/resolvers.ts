import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PetNode as PetNodeModel } from '../resolvers/pets.js';
import type { OrderResource as OrderResourceModel, PaymentResource as PaymentResourceModel } from '../../shared/presenters/orders.js';
import type { UserResource as UserResourceModel } from '../../shared/presenters/users.js';
import type { PetStatusChange as PetStatusChangeModel } from '../../../core/pets/index.js';
import type { ChatCompletion as ChatCompletionModel, ChatCompletionChunk as ChatCompletionChunkModel } from '../../../core/chat/completion-shapes.js';
import type { ModelInfo as ModelInfoModel } from '../../../core/chat/types.js';
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
};

export type BankAccountInput = {
  accountHolderName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountType: BankAccountType;
  routingNumber: Scalars['String']['input'];
};

export type BankAccountType =
  | 'checking'
  | 'savings';

export type CardInput = {
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  holderName: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type ChatCompletion = {
  __typename?: 'ChatCompletion';
  choices: Array<ChatCompletionChoice>;
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  model: Scalars['String']['output'];
  object: Scalars['String']['output'];
  usage: ChatUsage;
};

export type ChatCompletionChoice = {
  __typename?: 'ChatCompletionChoice';
  finishReason: FinishReason;
  index: Scalars['Int']['output'];
  message: ChatMessage;
};

export type ChatCompletionChunk = {
  __typename?: 'ChatCompletionChunk';
  /** Empty only in the last chunk, which carries `usage`. */
  choices: Array<ChatCompletionChunkChoice>;
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  model: Scalars['String']['output'];
  object: Scalars['String']['output'];
  usage?: Maybe<ChatUsage>;
};

export type ChatCompletionChunkChoice = {
  __typename?: 'ChatCompletionChunkChoice';
  delta: ChatDelta;
  finishReason?: Maybe<FinishReason>;
  index: Scalars['Int']['output'];
};

/**
 * REST's completion request without its transport fields (`stream`, `stream_options`) and the
 * convention's other spellings of `maxTokens` (`max_tokens`, `max_completion_tokens`).
 */
export type ChatCompletionInput = {
  maxTokens?: InputMaybe<Scalars['Int']['input']>;
  messages: Array<ChatMessageInput>;
  model: Scalars['String']['input'];
  temperature?: InputMaybe<Scalars['Float']['input']>;
  user?: InputMaybe<Scalars['String']['input']>;
};

export type ChatDelta = {
  __typename?: 'ChatDelta';
  content?: Maybe<Scalars['String']['output']>;
  role?: Maybe<ChatRole>;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  content: Scalars['String']['output'];
  role: ChatRole;
};

export type ChatMessageInput = {
  content: Scalars['String']['input'];
  role: ChatRole;
};

/** A chat model the caller may use, as `GET /v1/models` lists it. */
export type ChatModel = {
  __typename?: 'ChatModel';
  /** Largest prompt plus completion the model accepts, in tokens. */
  contextWindow: Scalars['Int']['output'];
  /** Unix seconds. */
  created: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Who serves it: `petstore` for the built-in advisor, `upstream` for proxied models. */
  ownedBy: Scalars['String']['output'];
};

/** The chat-completions roles, as REST spells them. */
export type ChatRole =
  | 'assistant'
  | 'system'
  | 'user';

export type ChatUsage = {
  __typename?: 'ChatUsage';
  completionTokens: Scalars['Int']['output'];
  promptTokens: Scalars['Int']['output'];
  totalTokens: Scalars['Int']['output'];
};

export type CreatePetInput = {
  ageMonths?: InputMaybe<Scalars['Int']['input']>;
  breed?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  medicalInfo?: InputMaybe<MedicalInfoInput>;
  name: Scalars['String']['input'];
  price: Scalars['String']['input'];
  size?: InputMaybe<PetSize>;
  species: Species;
};

/** `stop`: the answer is complete; `length`: it was cut at `maxTokens`. */
export type FinishReason =
  | 'length'
  | 'stop';

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'UNKNOWN';

export type Inventory = {
  __typename?: 'Inventory';
  ADOPTED: Scalars['Int']['output'];
  AVAILABLE: Scalars['Int']['output'];
  NOT_AVAILABLE: Scalars['Int']['output'];
  PENDING: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MedicalInfo = {
  __typename?: 'MedicalInfo';
  healthNotes?: Maybe<Scalars['String']['output']>;
  microchipped?: Maybe<Scalars['Boolean']['output']>;
  spayedNeutered?: Maybe<Scalars['Boolean']['output']>;
  specialNeeds?: Maybe<Scalars['Boolean']['output']>;
  vaccinated?: Maybe<Scalars['Boolean']['output']>;
};

export type MedicalInfoInput = {
  healthNotes?: InputMaybe<Scalars['String']['input']>;
  microchipped?: InputMaybe<Scalars['Boolean']['input']>;
  spayedNeutered?: InputMaybe<Scalars['Boolean']['input']>;
  specialNeeds?: InputMaybe<Scalars['Boolean']['input']>;
  vaccinated?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  cancelOrder: Order;
  /**
   * A chat completion, as REST's `POST /v1/chat/completions` without `stream` (needs `chat:write`;
   * spends the chat budget).
   */
  chatCompletion: ChatCompletion;
  createPet: Pet;
  /** Password login, the same as REST's `POST /v1/auth/tokens` (give a username or an email). */
  createToken: TokenGrant;
  /**
   * Deletes a pet; answers its id. With `ifMatch` (the pet's `etag`) only that version is deleted
   * (else PRECONDITION_FAILED), as REST's `If-Match` on `DELETE`.
   */
  deletePet: Scalars['ID']['output'];
  /** Pays an order. A repeat with the same `idempotencyKey` answers the first result (`replayed`). */
  payOrder: PaymentResult;
  placeOrder: PlacedOrder;
  /** Public sign-up of a CUSTOMER account. */
  signUp: User;
  /**
   * Changes the caller's own account, as REST's `PUT /v1/users/{id}` for oneself: `null` clears a
   * personal field; a new `password` needs the `currentPassword`.
   */
  updateMe: User;
  /**
   * Replaces the pet's fields (omitted optional ones clear), as REST's PUT. With `ifMatch` (the
   * pet's `etag`) the change applies to that version only (else PRECONDITION_FAILED).
   */
  updatePet: Pet;
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChatCompletionArgs = {
  input: ChatCompletionInput;
};


export type MutationCreatePetArgs = {
  input: CreatePetInput;
};


export type MutationCreateTokenArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  scope?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePetArgs = {
  id: Scalars['ID']['input'];
  ifMatch?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPayOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PaymentInput;
  orderId: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpdatePetArgs = {
  id: Scalars['ID']['input'];
  ifMatch?: InputMaybe<Scalars['String']['input']>;
  input: UpdatePetInput;
};

export type Order = {
  __typename?: 'Order';
  callbackUrl?: Maybe<Scalars['String']['output']>;
  cancelReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  paymentStatus: OrderPaymentStatus;
  /** The pet ordered; null when it is no longer in the catalog. */
  pet?: Maybe<Pet>;
  petId: Scalars['ID']['output'];
  status: OrderStatus;
  tenantId: Scalars['ID']['output'];
  /** A decimal string with two decimals, e.g. "150.00"; see `currency`. */
  totalAmount: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /**
   * The customer who placed the order: a customer sees their own account, STAFF and ADMIN the
   * tenant's; null otherwise or when the account is deleted.
   */
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** The REST cursor after this edge: pass it as `after` for the orders that follow it. */
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderPaymentStatus =
  | 'PAID'
  | 'REFUNDED'
  | 'UNPAID';

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PLACED';

export type PageInfo = {
  __typename?: 'PageInfo';
  /** The REST cursor of the next page (`after`), null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method: PaymentMethod;
  orderId: Scalars['ID']['output'];
  status: PaymentStatus;
};

/** The amount and currency the payer agrees to, and exactly one of `card` or `bankAccount`. */
export type PaymentInput = {
  amount: Scalars['String']['input'];
  bankAccount?: InputMaybe<BankAccountInput>;
  card?: InputMaybe<CardInput>;
  currency: Scalars['String']['input'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand?: Maybe<Scalars['String']['output']>;
  last4: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type PaymentResult = {
  __typename?: 'PaymentResult';
  payment: Payment;
  /** True when this answers a repeat of an earlier request with the same idempotency key. */
  replayed: Scalars['Boolean']['output'];
};

export type PaymentStatus =
  | 'FAILED'
  | 'REFUNDED'
  | 'SUCCEEDED';

export type Pet = {
  __typename?: 'Pet';
  ageMonths?: Maybe<Scalars['Int']['output']>;
  breed?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, e.g. "USD". */
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The pet's current entity tag, as REST's `ETag`; pass it as `ifMatch` to change this version only. */
  etag: Scalars['String']['output'];
  gender: Gender;
  goodWithKids?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  medicalInfo?: Maybe<MedicalInfo>;
  name: Scalars['String']['output'];
  /** Absolute URLs of the pet's images. */
  photos: Array<Scalars['String']['output']>;
  /** A decimal string with two decimals, e.g. "150.00"; see `currency`. */
  price: Scalars['String']['output'];
  size?: Maybe<PetSize>;
  species: Species;
  status: PetStatus;
  tenantId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PetConnection = {
  __typename?: 'PetConnection';
  edges: Array<PetEdge>;
  pageInfo: PageInfo;
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

export type PetFilter = {
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  maxAgeMonths?: InputMaybe<Scalars['Int']['input']>;
  minAgeMonths?: InputMaybe<Scalars['Int']['input']>;
  /** Words in the name, breed or description. */
  q?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<PetSize>;
  species?: InputMaybe<Species>;
  /** Any of these statuses. */
  status?: InputMaybe<Array<PetStatus>>;
};

export type PetSize =
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

/** The catalog's orders, as REST's `sort` values: `CREATED_AT_DESC` is `-createdAt` (the default). */
export type PetSort =
  | 'CREATED_AT'
  | 'CREATED_AT_DESC'
  | 'NAME'
  | 'PRICE'
  | 'PRICE_DESC';

export type PetStatus =
  | 'ADOPTED'
  | 'AVAILABLE'
  | 'NOT_AVAILABLE'
  | 'PENDING';

export type PetStatusChange = {
  __typename?: 'PetStatusChange';
  /** The event's id, as in the event log. */
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  /** The order that caused the change (reserve, release, adopt); null for staff edits. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The pet as it is when the change is delivered; null once it is deleted. */
  pet?: Maybe<Pet>;
  petId: Scalars['ID']['output'];
  previousStatus: PetStatus;
  status: PetStatus;
};

export type PlaceOrderInput = {
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  petId: Scalars['ID']['input'];
};

export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  /** The callback signing secret, shown once when a `callbackUrl` was given. */
  callbackSecret?: Maybe<Scalars['String']['output']>;
  order: Order;
};

export type Query = {
  __typename?: 'Query';
  /** Pets of the tenant by status. */
  inventory: Inventory;
  /** The caller's account (UNAUTHENTICATED without a token). */
  me?: Maybe<User>;
  /** The chat models the caller may use (needs the `chat:write` scope). */
  models: Array<ChatModel>;
  /** An order the caller may see; null when there is none with this id. */
  order?: Maybe<Order>;
  /** The caller's own orders (STAFF and ADMIN: the tenant's), newest first. `first` is 1..100. */
  orders: OrderConnection;
  /** A pet of the caller's tenant; null when there is none with this id. */
  pet?: Maybe<Pet>;
  /** The catalog, newest first unless sorted otherwise. `first` is 1..100 (20 when omitted). */
  pets: PetConnection;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryPetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PetFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<PetSort>;
};

export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'STAFF';

/** The statuses staff may set by hand; PENDING and ADOPTED belong to the order flow. */
export type SettablePetStatus =
  | 'AVAILABLE'
  | 'NOT_AVAILABLE';

export type SignUpInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type Species =
  | 'BIRD'
  | 'CAT'
  | 'DOG'
  | 'OTHER'
  | 'RABBIT'
  | 'REPTILE';

/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * A chat completion streamed chunk by chunk, the chunks of REST's SSE stream with
   * `stream_options.include_usage` (the last one carries `usage` and no choices).
   */
  chatCompletionStream: ChatCompletionChunk;
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
};


/**
 * Live updates over the graphql-ws protocol (`graphql-transport-ws`) at `/v1/graphql`, fed by the
 * domain events that feed SSE and webhooks. Each ends when the connection's access token expires.
 */
export type SubscriptionChatCompletionStreamArgs = {
  input: ChatCompletionInput;
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

export type TokenGrant = {
  __typename?: 'TokenGrant';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  scope: Scalars['String']['output'];
  tokenType: Scalars['String']['output'];
};

export type UpdateMeInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePetInput = {
  ageMonths?: InputMaybe<Scalars['Int']['input']>;
  breed?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  goodWithKids?: InputMaybe<Scalars['Boolean']['input']>;
  medicalInfo?: InputMaybe<MedicalInfoInput>;
  name: Scalars['String']['input'];
  price: Scalars['String']['input'];
  size?: InputMaybe<PetSize>;
  species: Species;
  /** Absent: the status stays as it is. */
  status?: InputMaybe<SettablePetStatus>;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  status: UserStatus;
  tenantId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type UserStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'SUSPENDED';



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
  BankAccountInput: BankAccountInput;
  BankAccountType: BankAccountType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardInput: CardInput;
  ChatCompletion: ResolverTypeWrapper<ChatCompletionModel>;
  ChatCompletionChoice: ResolverTypeWrapper<ChatCompletionChoice>;
  ChatCompletionChunk: ResolverTypeWrapper<ChatCompletionChunkModel>;
  ChatCompletionChunkChoice: ResolverTypeWrapper<ChatCompletionChunkChoice>;
  ChatCompletionInput: ChatCompletionInput;
  ChatDelta: ResolverTypeWrapper<ChatDelta>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageInput: ChatMessageInput;
  ChatModel: ResolverTypeWrapper<ModelInfoModel>;
  ChatRole: ChatRole;
  ChatUsage: ResolverTypeWrapper<ChatUsage>;
  CreatePetInput: CreatePetInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FinishReason: FinishReason;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Inventory: ResolverTypeWrapper<Inventory>;
  MedicalInfo: ResolverTypeWrapper<MedicalInfo>;
  MedicalInfoInput: MedicalInfoInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderResourceModel>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderStatus: OrderStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payment: ResolverTypeWrapper<PaymentResourceModel>;
  PaymentInput: PaymentInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentResult: ResolverTypeWrapper<Omit<PaymentResult, 'payment'> & { payment: ResolversTypes['Payment'] }>;
  PaymentStatus: PaymentStatus;
  Pet: ResolverTypeWrapper<PetNodeModel>;
  PetConnection: ResolverTypeWrapper<Omit<PetConnection, 'edges'> & { edges: Array<ResolversTypes['PetEdge']> }>;
  PetEdge: ResolverTypeWrapper<Omit<PetEdge, 'node'> & { node: ResolversTypes['Pet'] }>;
  PetFilter: PetFilter;
  PetSize: PetSize;
  PetSort: PetSort;
  PetStatus: PetStatus;
  PetStatusChange: ResolverTypeWrapper<PetStatusChangeModel>;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: ResolverTypeWrapper<Omit<PlacedOrder, 'order'> & { order: ResolversTypes['Order'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SettablePetStatus: SettablePetStatus;
  SignUpInput: SignUpInput;
  Species: Species;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TokenGrant: ResolverTypeWrapper<TokenGrant>;
  UpdateMeInput: UpdateMeInput;
  UpdatePetInput: UpdatePetInput;
  User: ResolverTypeWrapper<UserResourceModel>;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BankAccountInput: BankAccountInput;
  Boolean: Scalars['Boolean']['output'];
  CardInput: CardInput;
  ChatCompletion: ChatCompletionModel;
  ChatCompletionChoice: ChatCompletionChoice;
  ChatCompletionChunk: ChatCompletionChunkModel;
  ChatCompletionChunkChoice: ChatCompletionChunkChoice;
  ChatCompletionInput: ChatCompletionInput;
  ChatDelta: ChatDelta;
  ChatMessage: ChatMessage;
  ChatMessageInput: ChatMessageInput;
  ChatModel: ModelInfoModel;
  ChatUsage: ChatUsage;
  CreatePetInput: CreatePetInput;
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Inventory: Inventory;
  MedicalInfo: MedicalInfo;
  MedicalInfoInput: MedicalInfoInput;
  Mutation: Record<PropertyKey, never>;
  Order: OrderResourceModel;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  PageInfo: PageInfo;
  Payment: PaymentResourceModel;
  PaymentInput: PaymentInput;
  PaymentMethod: PaymentMethod;
  PaymentResult: Omit<PaymentResult, 'payment'> & { payment: ResolversParentTypes['Payment'] };
  Pet: PetNodeModel;
  PetConnection: Omit<PetConnection, 'edges'> & { edges: Array<ResolversParentTypes['PetEdge']> };
  PetEdge: Omit<PetEdge, 'node'> & { node: ResolversParentTypes['Pet'] };
  PetFilter: PetFilter;
  PetStatusChange: PetStatusChangeModel;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: Omit<PlacedOrder, 'order'> & { order: ResolversParentTypes['Order'] };
  Query: Record<PropertyKey, never>;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TokenGrant: TokenGrant;
  UpdateMeInput: UpdateMeInput;
  UpdatePetInput: UpdatePetInput;
  User: UserResourceModel;
};

export type ChatCompletionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletion'] = ResolversParentTypes['ChatCompletion']> = {
  choices?: Resolver<Array<ResolversTypes['ChatCompletionChoice']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  object?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['ChatUsage'], ParentType, ContextType>;
};

export type ChatCompletionChoiceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChoice'] = ResolversParentTypes['ChatCompletionChoice']> = {
  finishReason?: Resolver<ResolversTypes['FinishReason'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
};

export type ChatCompletionChunkResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChunk'] = ResolversParentTypes['ChatCompletionChunk']> = {
  choices?: Resolver<Array<ResolversTypes['ChatCompletionChunkChoice']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  object?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usage?: Resolver<Maybe<ResolversTypes['ChatUsage']>, ParentType, ContextType>;
};

export type ChatCompletionChunkChoiceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatCompletionChunkChoice'] = ResolversParentTypes['ChatCompletionChunkChoice']> = {
  delta?: Resolver<ResolversTypes['ChatDelta'], ParentType, ContextType>;
  finishReason?: Resolver<Maybe<ResolversTypes['FinishReason']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatDeltaResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatDelta'] = ResolversParentTypes['ChatDelta']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['ChatRole']>, ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
};

export type ChatModelResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatModel'] = ResolversParentTypes['ChatModel']> = {
  contextWindow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatUsageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatUsage'] = ResolversParentTypes['ChatUsage']> = {
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InventoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Inventory'] = ResolversParentTypes['Inventory']> = {
  ADOPTED?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  NOT_AVAILABLE?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  PENDING?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MedicalInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MedicalInfo'] = ResolversParentTypes['MedicalInfo']> = {
  healthNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  microchipped?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  spayedNeutered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  specialNeeds?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  vaccinated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  chatCompletion?: Resolver<ResolversTypes['ChatCompletion'], ParentType, ContextType, RequireFields<MutationChatCompletionArgs, 'input'>>;
  createPet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType, RequireFields<MutationCreatePetArgs, 'input'>>;
  createToken?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationCreateTokenArgs, 'password'>>;
  deletePet?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePetArgs, 'id'>>;
  payOrder?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input' | 'orderId'>>;
  placeOrder?: Resolver<ResolversTypes['PlacedOrder'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  signUp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updatePet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType, RequireFields<MutationUpdatePetArgs, 'id' | 'input'>>;
};

export type OrderResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PetResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Pet'] = ResolversParentTypes['Pet']> = {
  ageMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  etag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  goodWithKids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  medicalInfo?: Resolver<Maybe<ResolversTypes['MedicalInfo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['PetSize']>, ParentType, ContextType>;
  species?: Resolver<ResolversTypes['Species'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PetConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetConnection'] = ResolversParentTypes['PetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PetEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PetEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetEdge'] = ResolversParentTypes['PetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pet'], ParentType, ContextType>;
};

export type PetStatusChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PetStatusChange'] = ResolversParentTypes['PetStatusChange']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousStatus?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PetStatus'], ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  callbackSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  inventory?: Resolver<ResolversTypes['Inventory'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['ChatModel']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  pet?: Resolver<Maybe<ResolversTypes['Pet']>, ParentType, ContextType, RequireFields<QueryPetArgs, 'id'>>;
  pets?: Resolver<ResolversTypes['PetConnection'], ParentType, ContextType, Partial<QueryPetsArgs>>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatCompletionStream?: SubscriptionResolver<ResolversTypes['ChatCompletionChunk'], "chatCompletionStream", ParentType, ContextType, RequireFields<SubscriptionChatCompletionStreamArgs, 'input'>>;
  orderStatusChanged?: SubscriptionResolver<ResolversTypes['Order'], "orderStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderStatusChangedArgs, 'orderId'>>;
  petStatusChanged?: SubscriptionResolver<ResolversTypes['PetStatusChange'], "petStatusChanged", ParentType, ContextType, Partial<SubscriptionPetStatusChangedArgs>>;
};

export type TokenGrantResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TokenGrant'] = ResolversParentTypes['TokenGrant']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  ChatCompletion?: ChatCompletionResolvers<ContextType>;
  ChatCompletionChoice?: ChatCompletionChoiceResolvers<ContextType>;
  ChatCompletionChunk?: ChatCompletionChunkResolvers<ContextType>;
  ChatCompletionChunkChoice?: ChatCompletionChunkChoiceResolvers<ContextType>;
  ChatDelta?: ChatDeltaResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatModel?: ChatModelResolvers<ContextType>;
  ChatUsage?: ChatUsageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Inventory?: InventoryResolvers<ContextType>;
  MedicalInfo?: MedicalInfoResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  Pet?: PetResolvers<ContextType>;
  PetConnection?: PetConnectionResolvers<ContextType>;
  PetEdge?: PetEdgeResolvers<ContextType>;
  PetStatusChange?: PetStatusChangeResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TokenGrant?: TokenGrantResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


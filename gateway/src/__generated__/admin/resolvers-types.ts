import type { GraphQLResolveInfo } from 'graphql';
import type { StaffJson, StaffInviteJson, AuditEntryJson, AuditPageJson } from '../../admin/rest.js';
import type { AdminContext } from '../../admin/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AuditConnection = {
  __typename?: 'AuditConnection';
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
};

/** One staff write: who, when, what, and the record before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. `product.update`. */
  action: Scalars['String']['output'];
  /** The record after the write as JSON text, or null for a deletion. */
  after?: Maybe<Scalars['String']['output']>;
  /** The record before the write as JSON text, or null for a creation. */
  before?: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** What it was done to, e.g. `product`. */
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  staff: AuditStaff;
};

/** Every filter is optional; they combine. */
export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601: entries at or after. */
  from?: InputMaybe<Scalars['String']['input']>;
  staffId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601: entries before. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Who made a write, as the log keeps them. */
export type AuditStaff = {
  __typename?: 'AuditStaff';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  role: StaffRole;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Gives a member another role (owner); the last active owner keeps theirs. */
  changeStaffRole: StaffMember;
  /** Mails a one-time invitation link (owner). */
  inviteStaff: StaffInvite;
  /** Ends every session of a member (owner). */
  revokeStaffSessions: Scalars['Boolean']['output'];
  /** Disables or enables an account (owner); disabling ends its sessions. */
  setStaffDisabled: StaffMember;
  /**
   * Signs in with the password and the authenticator's code. The session travels in an HttpOnly cookie scoped to
   * `/admin`, never in the answer. Wrong email, password or code are refused alike (UNAUTHENTICATED).
   */
  signIn: StaffMember;
  /** Ends the session in the api and clears its cookie. */
  signOut: Scalars['Boolean']['output'];
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationRevokeStaffSessionsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetStaffDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The audit log, newest first (owner). */
  auditLog: AuditConnection;
  /** The signed-in staff member. */
  me: StaffMember;
  /** Every staff account, disabled ones included. */
  staffMembers: Array<StaffMember>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type SignInInput = {
  /** The 6-digit code of the authenticator app. */
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A one-time link mailed to a future member of staff. */
export type StaffInvite = {
  __typename?: 'StaffInvite';
  email: Scalars['String']['output'];
  /** ISO 8601: the link is refused after it. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: StaffRole;
};

/** A member of staff (never a buyer). */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** True once an owner has disabled the account: it cannot sign in. */
  disabled: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** What the role may do (e.g. `catalogue:write`), for the signed-in member (`me`, `signIn`); null for others. */
  permissions?: Maybe<Array<Scalars['String']['output']>>;
  role: StaffRole;
};

/** What a staff member may do is the role's: `owner` everything, `catalogue` products, stock and the homepage, `orders` orders. */
export type StaffRole =
  | 'CATALOGUE'
  | 'ORDERS'
  | 'OWNER';



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
  AuditConnection: ResolverTypeWrapper<AuditPageJson>;
  AuditEntry: ResolverTypeWrapper<AuditEntryJson>;
  AuditFilter: AuditFilter;
  AuditStaff: ResolverTypeWrapper<AuditStaff>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffInput: InviteStaffInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInInput: SignInInput;
  StaffInvite: ResolverTypeWrapper<StaffInviteJson>;
  StaffMember: ResolverTypeWrapper<StaffJson>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditConnection: AuditPageJson;
  AuditEntry: AuditEntryJson;
  AuditFilter: AuditFilter;
  AuditStaff: AuditStaff;
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteStaffInput: InviteStaffInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  SignInInput: SignInInput;
  StaffInvite: StaffInviteJson;
  StaffMember: StaffJson;
  String: Scalars['String']['output'];
};

export type LengthDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type LengthDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = LengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MaxItemsDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type MaxItemsDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = MaxItemsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PageSizeDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type PageSizeDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = PageSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuditConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditConnection'] = ResolversParentTypes['AuditConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['AuditStaff'], ParentType, ContextType>;
};

export type AuditStaffResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditStaff'] = ResolversParentTypes['AuditStaff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  revokeStaffSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeStaffSessionsArgs, 'id'>>;
  setStaffDisabled?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSetStaffDisabledArgs, 'disabled' | 'id'>>;
  signIn?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  me?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
};

export type StaffInviteResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffInvite'] = ResolversParentTypes['StaffInvite']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type Resolvers<ContextType = AdminContext> = {
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditStaff?: AuditStaffResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AdminContext> = {
  length?: LengthDirectiveResolver<any, any, ContextType>;
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  pageSize?: PageSizeDirectiveResolver<any, any, ContextType>;
};

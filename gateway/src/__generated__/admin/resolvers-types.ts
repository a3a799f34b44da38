import type { GraphQLResolveInfo } from 'graphql';
import type { StaffJson, StaffInviteJson, AuditEntryJson, AuditPageJson } from '../../admin/rest.js';
import type { ProductRowJson, ProductPageJson, AdminProductJson, VariantJson, SkuJson } from '../../admin/catalogue-rest.js';
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

/** A product as the editor shows it. */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  category: ProductCategoryRef;
  colours: Array<ProductColour>;
  description: Scalars['String']['output'];
  /** GST rate in basis points (500 = 5 %); null: the apparel rule by price. */
  gstRateBp?: Maybe<Scalars['Int']['output']>;
  heading: Scalars['String']['output'];
  /** 4, 6 or 8 digits; null: its department's heading. */
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Some size has units. */
  onSale: Scalars['Boolean']['output'];
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /** Named by every write, which is refused when another save came first. */
  version: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
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

export type ColourInput = {
  colour: Scalars['String']['input'];
  retailPricePaise: Scalars['Int']['input'];
  salePricePaise: Scalars['Int']['input'];
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  role: StaffRole;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a colour with its sizes (catalogue, owner). */
  addColour: AdminProduct;
  /** Adds a size to a colour (catalogue, owner). */
  addSize: AdminProduct;
  /** Gives a member another role (owner); the last active owner keeps theirs. */
  changeStaffRole: StaffMember;
  /** Creates a product, hidden until `visible` (catalogue, owner). */
  createProduct: AdminProduct;
  /** Removes a colour no order names; one that was ordered is refused (`variant_in_use`): set its sizes to 0 instead. */
  deleteColour: AdminProduct;
  /** Removes one picture of a colour (catalogue, owner). */
  deletePicture: AdminProduct;
  /** Mails a one-time invitation link (owner). */
  inviteStaff: StaffInvite;
  /** Puts a colour's pictures in a new order: exactly the ones it has (catalogue, owner). */
  reorderPictures: AdminProduct;
  /** Ends every session of a member (owner). */
  revokeStaffSessions: Scalars['Boolean']['output'];
  /** Disables or enables an account (owner); disabling ends its sessions. */
  setStaffDisabled: StaffMember;
  /** Sets a size's units on hand: 0 sells it out, null stops counting (catalogue, owner). */
  setStock: AdminProduct;
  /**
   * Signs in with the password and the authenticator's code. The session travels in an HttpOnly cookie scoped to
   * `/admin`, never in the answer. Wrong email, password or code are refused alike (UNAUTHENTICATED).
   */
  signIn: StaffMember;
  /** Ends the session in the api and clears its cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Changes a colour's name or prices (catalogue, owner). */
  updateColour: AdminProduct;
  /** Changes a product's fields (catalogue, owner). */
  updateProduct: AdminProduct;
};


export type MutationAddColourArgs = {
  input: NewColourInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAddSizeArgs = {
  colourId: Scalars['ID']['input'];
  input: SizeInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationDeleteColourArgs = {
  colourId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeletePictureArgs = {
  colourId: Scalars['ID']['input'];
  picture: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationReorderPicturesArgs = {
  colourId: Scalars['ID']['input'];
  pictures: Array<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokeStaffSessionsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetStaffDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetStockArgs = {
  productId: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
  stock?: InputMaybe<Scalars['Int']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationUpdateColourArgs = {
  colourId: Scalars['ID']['input'];
  input: ColourInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
  version: Scalars['Int']['input'];
};

export type NewColourInput = {
  colour: Scalars['String']['input'];
  retailPricePaise: Scalars['Int']['input'];
  salePricePaise: Scalars['Int']['input'];
  sizes: Array<SizeInput>;
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type ProductCategoryRef = {
  __typename?: 'ProductCategoryRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A colour of a product: its prices, pictures (first shown first) and sizes. */
export type ProductColour = {
  __typename?: 'ProductColour';
  colour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Paths under /media, in the order shoppers see them. */
  pictures: Array<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  retailPricePaise: Scalars['Int']['output'];
  salePricePaise: Scalars['Int']['output'];
  skus: Array<ProductSku>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  nodes: Array<ProductRow>;
  pageInfo: PageInfo;
};

export type ProductInput = {
  categoryId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  gstRateBp?: InputMaybe<Scalars['Int']['input']>;
  heading: Scalars['String']['input'];
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  visible: Scalars['Boolean']['input'];
};

/** Every filter is optional; they combine. */
export type ProductListFilter = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the name, or a whole SKU code. */
  search?: InputMaybe<Scalars['String']['input']>;
  stockState?: InputMaybe<StockState>;
  visibility?: InputMaybe<ProductVisibility>;
};

/** A row of the product list: what the list shows, never the whole product. */
export type ProductRow = {
  __typename?: 'ProductRow';
  categoryName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The first picture's path under /media, if any. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The first colour's sale price, in paise. */
  pricePaise: Scalars['Int']['output'];
  stockState: StockState;
  /** Units on hand over every size; null when some size is not counted. */
  units?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

/** A size of a colour, sold and stocked on its own. */
export type ProductSku = {
  __typename?: 'ProductSku';
  id: Scalars['ID']['output'];
  /** The size as shoppers see it (40, M, Free Size). */
  size: Scalars['String']['output'];
  skuCode?: Maybe<Scalars['String']['output']>;
  /** Units on hand; null: not counted (never runs out); 0: sold out. */
  stock?: Maybe<Scalars['Int']['output']>;
};

/** How the product list is ordered. */
export type ProductSort =
  | 'NAME'
  | 'PRICE'
  | 'STOCK'
  | 'UPDATED';

/** Whether a product is shown in the store. */
export type ProductVisibility =
  | 'HIDDEN'
  | 'SHOWN';

export type Query = {
  __typename?: 'Query';
  /** One product with its colours, sizes and pictures (every role). */
  adminProduct: AdminProduct;
  /** The product list, keyset-paged, sorted and filtered by the api (every role). */
  adminProducts: ProductConnection;
  /** The audit log, newest first (owner). */
  auditLog: AuditConnection;
  /** The signed-in staff member. */
  me: StaffMember;
  /** Every staff account, disabled ones included. */
  staffMembers: Array<StaffMember>;
};


export type QueryAdminProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<ProductListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
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

export type SizeInput = {
  size: Scalars['String']['input'];
  skuCode?: InputMaybe<Scalars['String']['input']>;
  /** Units on hand; null: not counted. */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

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

/** A product's stock over its sizes: every size has units, some are sold out, or all are. */
export type StockState =
  | 'IN_STOCK'
  | 'SOLD_OUT'
  | 'SOME_SOLD_OUT';



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
  AdminProduct: ResolverTypeWrapper<AdminProductJson>;
  AuditConnection: ResolverTypeWrapper<AuditPageJson>;
  AuditEntry: ResolverTypeWrapper<AuditEntryJson>;
  AuditFilter: AuditFilter;
  AuditStaff: ResolverTypeWrapper<AuditStaff>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ColourInput: ColourInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffInput: InviteStaffInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewColourInput: NewColourInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ProductCategoryRef: ResolverTypeWrapper<ProductCategoryRef>;
  ProductColour: ResolverTypeWrapper<VariantJson>;
  ProductConnection: ResolverTypeWrapper<ProductPageJson>;
  ProductInput: ProductInput;
  ProductListFilter: ProductListFilter;
  ProductRow: ResolverTypeWrapper<ProductRowJson>;
  ProductSku: ResolverTypeWrapper<SkuJson>;
  ProductSort: ProductSort;
  ProductVisibility: ProductVisibility;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInInput: SignInInput;
  SizeInput: SizeInput;
  SortDirection: SortDirection;
  StaffInvite: ResolverTypeWrapper<StaffInviteJson>;
  StaffMember: ResolverTypeWrapper<StaffJson>;
  StaffRole: StaffRole;
  StockState: StockState;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminProduct: AdminProductJson;
  AuditConnection: AuditPageJson;
  AuditEntry: AuditEntryJson;
  AuditFilter: AuditFilter;
  AuditStaff: AuditStaff;
  Boolean: Scalars['Boolean']['output'];
  ColourInput: ColourInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteStaffInput: InviteStaffInput;
  Mutation: Record<PropertyKey, never>;
  NewColourInput: NewColourInput;
  PageInfo: PageInfo;
  ProductCategoryRef: ProductCategoryRef;
  ProductColour: VariantJson;
  ProductConnection: ProductPageJson;
  ProductInput: ProductInput;
  ProductListFilter: ProductListFilter;
  ProductRow: ProductRowJson;
  ProductSku: SkuJson;
  Query: Record<PropertyKey, never>;
  SignInInput: SignInInput;
  SizeInput: SizeInput;
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

export type AdminProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = {
  category?: Resolver<ResolversTypes['ProductCategoryRef'], ParentType, ContextType>;
  colours?: Resolver<Array<ResolversTypes['ProductColour']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstRateBp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

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
  addColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddColourArgs, 'input' | 'productId' | 'version'>>;
  addSize?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddSizeArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  createProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeleteColourArgs, 'colourId' | 'productId' | 'version'>>;
  deletePicture?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeletePictureArgs, 'colourId' | 'picture' | 'productId' | 'version'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  reorderPictures?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationReorderPicturesArgs, 'colourId' | 'pictures' | 'productId' | 'version'>>;
  revokeStaffSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeStaffSessionsArgs, 'id'>>;
  setStaffDisabled?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSetStaffDisabledArgs, 'disabled' | 'id'>>;
  setStock?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'productId' | 'skuId' | 'version'>>;
  signIn?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateColourArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input' | 'version'>>;
};

export type PageInfoResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductCategoryRefResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductCategoryRef'] = ResolversParentTypes['ProductCategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductColourResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductColour'] = ResolversParentTypes['ProductColour']> = {
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skus?: Resolver<Array<ResolversTypes['ProductSku']>, ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['ProductRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductRowResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductRow'] = ResolversParentTypes['ProductRow']> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<ResolversTypes['StockState'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductSkuResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductSku'] = ResolversParentTypes['ProductSku']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skuCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<QueryAdminProductArgs, 'id'>>;
  adminProducts?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryAdminProductsArgs, 'direction' | 'first' | 'sort'>>;
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
  AdminProduct?: AdminProductResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditStaff?: AuditStaffResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ProductCategoryRef?: ProductCategoryRefResolvers<ContextType>;
  ProductColour?: ProductColourResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductRow?: ProductRowResolvers<ContextType>;
  ProductSku?: ProductSkuResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AdminContext> = {
  length?: LengthDirectiveResolver<any, any, ContextType>;
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  pageSize?: PageSizeDirectiveResolver<any, any, ContextType>;
};

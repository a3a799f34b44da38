/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type SignInInput = {
  /** The 6-digit code of the authenticator app. */
  code: string;
  email: string;
  password: string;
};

/** What a staff member may do is the role's: `owner` everything, `catalogue` products, stock and the homepage, `orders` orders. */
export type StaffRole =
  | 'CATALOGUE'
  | 'ORDERS'
  | 'OWNER';

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { __typename: 'Query', me: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } };

export type StaffSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type StaffSignInMutation = { __typename: 'Mutation', signIn: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { __typename: 'Mutation', signOut: boolean };

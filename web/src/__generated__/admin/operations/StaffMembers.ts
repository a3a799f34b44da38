import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { StaffMembersQuery, StaffMembersQueryVariables } from '../graphql';

export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"email"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"disabled"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useStaffMembersQuery(
  ...[options]: Record<string, never> extends StaffMembersQueryVariables
    ? [options?: useQuery.Options<StaffMembersQuery, StaffMembersQueryVariables>]
    : [options: useQuery.Options<StaffMembersQuery, StaffMembersQueryVariables>]
) {
  return useQuery(StaffMembersDocument, options as useQuery.Options<StaffMembersQuery, StaffMembersQueryVariables>);
}

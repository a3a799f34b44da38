import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { StaffMeQuery, StaffMeQueryVariables } from '../graphql';

export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"email"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<StaffMeQuery, StaffMeQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useStaffMeQuery(
  ...[options]: Record<string, never> extends StaffMeQueryVariables
    ? [options?: useQuery.Options<StaffMeQuery, StaffMeQueryVariables>]
    : [options: useQuery.Options<StaffMeQuery, StaffMeQueryVariables>]
) {
  return useQuery(StaffMeDocument, options as useQuery.Options<StaffMeQuery, StaffMeQueryVariables>);
}

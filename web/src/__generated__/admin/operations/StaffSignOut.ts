import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { StaffSignOutMutation, StaffSignOutMutationVariables } from '../graphql';

export const StaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;

export function useStaffSignOutMutation(options?: useMutation.Options<StaffSignOutMutation, StaffSignOutMutationVariables>) {
  return useMutation(StaffSignOutDocument, options);
}

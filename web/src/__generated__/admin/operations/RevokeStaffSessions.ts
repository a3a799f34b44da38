import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { RevokeStaffSessionsMutation, RevokeStaffSessionsMutationVariables } from '../graphql';

export const RevokeStaffSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeStaffSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeStaffSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[]}]}}]} as unknown as TypedDocumentNode<RevokeStaffSessionsMutation, RevokeStaffSessionsMutationVariables>;

export function useRevokeStaffSessionsMutation(options?: useMutation.Options<RevokeStaffSessionsMutation, RevokeStaffSessionsMutationVariables>) {
  return useMutation(RevokeStaffSessionsDocument, options);
}

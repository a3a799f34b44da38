import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { LogoutMutation, LogoutMutationVariables } from '../graphql';

export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<LogoutMutation, LogoutMutationVariables>;

export function useLogoutMutation(options?: useMutation.Options<LogoutMutation, LogoutMutationVariables>) {
  return useMutation(LogoutDocument, options);
}

import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { RequestPhoneCodeMutation, RequestPhoneCodeMutationVariables } from '../graphql';

export const RequestPhoneCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPhoneCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"resendAfterSeconds"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<RequestPhoneCodeMutation, RequestPhoneCodeMutationVariables>;

export function useRequestPhoneCodeMutation(options?: useMutation.Options<RequestPhoneCodeMutation, RequestPhoneCodeMutationVariables>) {
  return useMutation(RequestPhoneCodeDocument, options);
}

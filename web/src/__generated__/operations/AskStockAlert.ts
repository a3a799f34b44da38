import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { AskStockAlertMutation, AskStockAlertMutationVariables } from '../graphql';

export const AskStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockAlertInput"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sizeId"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<AskStockAlertMutation, AskStockAlertMutationVariables>;

export function useAskStockAlertMutation(options?: useMutation.Options<AskStockAlertMutation, AskStockAlertMutationVariables>) {
  return useMutation(AskStockAlertDocument, options);
}

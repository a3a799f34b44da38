import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ExchangeOptionsQuery, ExchangeOptionsQueryVariables } from '../graphql';

export const ExchangeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"returnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"unitPricePaise"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skuId"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"colour"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"size"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"stock"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"current"},"arguments":[],"directives":[]}]}}]}}]}}]} as unknown as TypedDocumentNode<ExchangeOptionsQuery, ExchangeOptionsQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useExchangeOptionsQuery(
  ...[options]: Record<string, never> extends ExchangeOptionsQueryVariables
    ? [options?: useQuery.Options<ExchangeOptionsQuery, ExchangeOptionsQueryVariables>]
    : [options: useQuery.Options<ExchangeOptionsQuery, ExchangeOptionsQueryVariables>]
) {
  return useQuery(ExchangeOptionsDocument, options as useQuery.Options<ExchangeOptionsQuery, ExchangeOptionsQueryVariables>);
}

import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AttributeFiltersQuery, AttributeFiltersQueryVariables } from '../graphql';

export const AttributeFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"value"},"arguments":[],"directives":[]}]}}]}}]}}]} as unknown as TypedDocumentNode<AttributeFiltersQuery, AttributeFiltersQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useAttributeFiltersQuery(
  ...[options]: Record<string, never> extends AttributeFiltersQueryVariables
    ? [options?: useQuery.Options<AttributeFiltersQuery, AttributeFiltersQueryVariables>]
    : [options: useQuery.Options<AttributeFiltersQuery, AttributeFiltersQueryVariables>]
) {
  return useQuery(AttributeFiltersDocument, options as useQuery.Options<AttributeFiltersQuery, AttributeFiltersQueryVariables>);
}

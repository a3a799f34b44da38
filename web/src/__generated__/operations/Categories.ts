import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { CategoriesQuery, CategoriesQueryVariables } from '../graphql';

export const CategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Categories"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"value"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<CategoriesQuery, CategoriesQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useCategoriesQuery(
  ...[options]: Record<string, never> extends CategoriesQueryVariables
    ? [options?: useQuery.Options<CategoriesQuery, CategoriesQueryVariables>]
    : [options: useQuery.Options<CategoriesQuery, CategoriesQueryVariables>]
) {
  return useQuery(CategoriesDocument, options as useQuery.Options<CategoriesQuery, CategoriesQueryVariables>);
}

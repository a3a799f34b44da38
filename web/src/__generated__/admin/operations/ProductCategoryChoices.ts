import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ProductCategoryChoicesQuery, ProductCategoryChoicesQueryVariables } from '../graphql';

export const ProductCategoryChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategoryChoices"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<ProductCategoryChoicesQuery, ProductCategoryChoicesQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useProductCategoryChoicesQuery(
  ...[options]: Record<string, never> extends ProductCategoryChoicesQueryVariables
    ? [options?: useQuery.Options<ProductCategoryChoicesQuery, ProductCategoryChoicesQueryVariables>]
    : [options: useQuery.Options<ProductCategoryChoicesQuery, ProductCategoryChoicesQueryVariables>]
) {
  return useQuery(ProductCategoryChoicesDocument, options as useQuery.Options<ProductCategoryChoicesQuery, ProductCategoryChoicesQueryVariables>);
}

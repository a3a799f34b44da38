import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AvailableCouponsQuery, AvailableCouponsQueryVariables } from '../graphql';

export const AvailableCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailableCoupons"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableCoupons"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailableOffer"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailableOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailableCoupon"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"description"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"minOrder"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"usesLeft"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"applicable"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"discount"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"shortfall"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<AvailableCouponsQuery, AvailableCouponsQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useAvailableCouponsQuery(
  ...[options]: Record<string, never> extends AvailableCouponsQueryVariables
    ? [options?: useQuery.Options<AvailableCouponsQuery, AvailableCouponsQueryVariables>]
    : [options: useQuery.Options<AvailableCouponsQuery, AvailableCouponsQueryVariables>]
) {
  return useQuery(AvailableCouponsDocument, options as useQuery.Options<AvailableCouponsQuery, AvailableCouponsQueryVariables>);
}

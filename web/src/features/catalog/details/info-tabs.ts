/** The product page's information sections: tabs on a wide screen, an accordion on a phone. */
export type InfoTab = 'description' | 'reviews' | 'shipping' | 'returns';

export const INFO_TABS: readonly { value: InfoTab; title: string }[] = [
  { value: 'description', title: 'DESCRIPTION' },
  { value: 'reviews', title: 'CUSTOMER REVIEWS' },
  { value: 'shipping', title: 'SHIPPING INFORMATION' },
  { value: 'returns', title: 'RETURN & EXCHANGE' },
];

/** The product page's information sections: tabs on a wide screen, an accordion on a phone. */
export type InfoTab = 'description' | 'reviews' | 'shipping' | 'returns';

export const INFO_TABS: readonly { value: InfoTab; title: string }[] = [
  { value: 'description', title: 'DESCRIPTION' },
  { value: 'reviews', title: 'CUSTOMER REVIEWS' },
  { value: 'shipping', title: 'SHIPPING INFORMATION' },
  { value: 'returns', title: 'RETURN & EXCHANGE' },
];

/** A panel's element id, the address its tab and accordion header link to (`#info-reviews`). */
export const infoPanelId = (tab: InfoTab): string => `info-${tab}`;
/** A tab's element id (it names its panel). */
export const infoTabId = (tab: InfoTab): string => `info-${tab}-tab`;

/** The section an address's fragment opens (`#info-reviews`), if any. */
export const infoTabFromHash = (hash: string): InfoTab | undefined =>
  INFO_TABS.find((t) => hash === `#${infoPanelId(t.value)}`)?.value;

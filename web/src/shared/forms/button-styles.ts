/** Solid navy buttons with a gold focus ring: the store's primary action. */
export const primaryButton = {
  bg: 'brand.navy',
  color: 'white',
  _hover: { bg: 'brand.navy/90' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' },
} as const;

/** Navy outline buttons that fill on hover: the store's secondary action. */
export const outlineButton = {
  variant: 'outline',
  borderColor: 'brand.navy',
  color: 'brand.navy',
  _hover: { bg: 'brand.navy', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' },
} as const;

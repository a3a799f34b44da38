/** The footer's link columns (Contact Us is built from the store's details). */
export interface FooterLink {
  label: string;
  to: string;
}

export const HELP_LINKS: readonly FooterLink[] = [
  { label: 'Help & Support', to: '/support' },
  { label: 'Delivery', to: '/support#delivery' },
  { label: 'Returns & Exchanges', to: '/support#returns' },
  { label: 'Size & Fit', to: '/support#sizing' },
  { label: 'Payment Help', to: '/support#payment' },
];

export const USEFUL_LINKS: readonly FooterLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Terms & Conditions', to: '/policy' },
  { label: 'Account Settings', to: '/profile' },
  { label: 'My Orders', to: '/profile/orders' },
  { label: 'Membership', to: '/profile/membership' },
  { label: 'Sample Tax Invoice', to: '/invoice-1' },
];

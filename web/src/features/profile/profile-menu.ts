import { Award, Headset, Heart, MessageSquare, Package, Undo2, User } from 'lucide-react';

/** The profile area's side menu (spec: Profile layout), in order; Logout follows them. */
export const PROFILE_MENU = [
  { to: '/profile/account', label: 'My Account', icon: User },
  { to: '/profile/orders', label: 'My Orders', icon: Package },
  { to: '/profile/wishlist', label: 'Wishlist', icon: Heart },
  { to: '/profile/membership', label: 'Membership', icon: Award },
  { to: '/profile/feedback', label: 'Send Feedback', icon: MessageSquare },
  { to: '/profile/contact', label: 'Contact Us', icon: Headset },
  { to: '/profile/return', label: 'Request Return', icon: Undo2 },
] as const;

/** An entry is current on its own page and the pages under it; My Account also on /profile itself. */
export const isCurrent = (to: string, pathname: string): boolean =>
  pathname === to ||
  pathname.startsWith(`${to}/`) ||
  (to === '/profile/account' && pathname.replace(/\/$/, '') === '/profile');

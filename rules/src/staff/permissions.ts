/**
 * What each staff role may do in the back office: the only place the mapping lives. The api enforces it on every
 * admin route (`requireStaff(permission)`); the admin app reads it only to hide what a role cannot use, never to
 * allow anything. A permission is `<area>:<read|write|manage>`.
 *
 * - `owner`: runs the store and holds the keys — every permission, staff and the audit log included.
 * - `catalogue`: the merchandiser — products, prices, stock, the homepage and coupons; no orders, customers or staff.
 * - `orders`: customer care and the warehouse — reads and works orders and customers (points, blocking); reads the
 *   catalogue (to look a product up for an exchange) but changes none of it.
 *
 * Coupons sit with the catalogue: they are pricing, and the people who set prices set offers. Stock sits with the
 * catalogue too (restocking a size is a catalogue edit); the warehouse's orders role only sells it down through orders.
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'catalogue:read',
  'catalogue:write',
  'stock:write',
  'homepage:write',
  'coupons:write',
  'orders:read',
  'orders:write',
  'customers:read',
  'customers:write',
  'staff:manage',
  'audit:read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The role table: each role and the permissions it holds. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  catalogue: ['catalogue:read', 'catalogue:write', 'stock:write', 'homepage:write', 'coupons:write'],
  orders: ['catalogue:read', 'orders:read', 'orders:write', 'customers:read', 'customers:write'],
};

/** Whether a member of staff with `role` may do what `permission` names. */
export const can = (role: StaffRole, permission: StaffPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES } from './permissions.js';

describe('the staff role table', () => {
  it('gives the owner every permission', () => {
    expect(STAFF_PERMISSIONS.filter((permission) => !can('owner', permission))).toEqual([]);
  });

  it('keeps staff management and the audit log to the owner', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      expect(can(role, 'staff:manage')).toBe(false);
      expect(can(role, 'audit:read')).toBe(false);
    }
  });

  it('separates the catalogue role from orders and customers, and the orders role from the catalogue', () => {
    expect(ROLE_PERMISSIONS.catalogue).toEqual([
      'catalogue:read',
      'catalogue:write',
      'stock:write',
      'homepage:write',
      'coupons:write',
    ]);
    expect(ROLE_PERMISSIONS.orders).toEqual([
      'catalogue:read',
      'orders:read',
      'orders:write',
      'customers:read',
      'customers:write',
    ]);
    expect(can('catalogue', 'orders:read')).toBe(false);
    expect(can('catalogue', 'customers:write')).toBe(false);
    expect(can('orders', 'catalogue:write')).toBe(false);
    expect(can('orders', 'stock:write')).toBe(false);
  });

  it('lets every role read the catalogue (orders looks products up for exchanges)', () => {
    expect(STAFF_ROLES.filter((role) => !can(role, 'catalogue:read'))).toEqual([]);
  });
});

import { can, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@sutra/rules';
import { staff } from '../db/schema.js';

/** The columns a staff answer is made of: never the password hash or the TOTP secret. */
export const staffJsonColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  disabled: staff.disabled,
  totpConfirmedAt: staff.totpConfirmedAt,
  createdAt: staff.createdAt,
};

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  totpConfirmedAt: Date | null;
  createdAt: Date;
}

export interface StaffJson {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  totpConfirmed: boolean;
  createdAt: string;
}

export const toStaffJson = (row: StaffRow): StaffJson => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  totpConfirmed: row.totpConfirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in member of staff, with what their role may do (`GET /admin/me`, the sign-in's answer). */
export type StaffMeJson = StaffJson & { permissions: StaffPermission[] };

export const withPermissions = (json: StaffJson): StaffMeJson => ({
  ...json,
  permissions: STAFF_PERMISSIONS.filter((permission) => can(json.role, permission)),
});

/** What the audit log keeps of a member of staff before and after a change. */
export const auditedStaff = (row: Pick<StaffRow, 'email' | 'name' | 'role' | 'disabled'>) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
});

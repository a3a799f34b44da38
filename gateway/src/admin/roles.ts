import type { StaffRole } from '../__generated__/admin/resolvers-types.js';
import type { StaffRoleJson } from './rest.js';

/** The api names roles in lower case (`owner`); GraphQL enum values are upper case by convention. */
export const roleToGraphql = (role: StaffRoleJson): StaffRole => role.toUpperCase() as StaffRole;
export const roleToRest = (role: StaffRole): StaffRoleJson => role.toLowerCase() as StaffRoleJson;

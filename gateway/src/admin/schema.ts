import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from '../__generated__/admin/resolvers-types.js';
import { mergeResolvers, schemaDir } from '../schema.js';
import { auditResolvers } from './audit/resolvers.js';
import { catalogueResolvers } from './catalogue/resolvers.js';
import { categoryResolvers } from './categories/resolvers.js';
import { couponResolvers } from './coupons/resolvers.js';
import { customerResolvers } from './customers/resolvers.js';
import { homepageResolvers } from './homepage/resolvers.js';
import { inboxResolvers } from './inbox/resolvers.js';
import { orderResolvers } from './orders/resolvers.js';
import { refundResolvers } from './refunds/resolvers.js';
import { returnResolvers } from './returns/resolvers.js';
import { sessionResolvers } from './session/resolvers.js';
import { staffResolvers } from './staff/resolvers.js';

/** `schema/admin/`, found from the shop's schema directory, which resolves the same from the sources and the bundle. */
const adminSchemaDir = path.join(schemaDir, 'admin');

/** The SDL files of `schema/admin/`, one per domain, in a stable order. */
export function loadAdminTypeDefs(): string[] {
  return readdirSync(adminSchemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(adminSchemaDir, f), 'utf8'));
}

export const adminResolvers: Resolvers = mergeResolvers<Resolvers>(
  sessionResolvers,
  staffResolvers,
  auditResolvers,
  homepageResolvers,
  couponResolvers,
  categoryResolvers,
  catalogueResolvers,
  customerResolvers,
  inboxResolvers,
  returnResolvers,
  orderResolvers,
  refundResolvers,
);

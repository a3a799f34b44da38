import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../__generated__/admin/resolvers-types.js';
import { mergeResolvers } from '../schema.js';
import { auditResolvers } from './audit/resolvers.js';
import { categoryResolvers } from './categories/resolvers.js';
import { couponResolvers } from './coupons/resolvers.js';
import { homepageResolvers } from './homepage/resolvers.js';
import { catalogueResolvers } from './catalogue/resolvers.js';
import { sessionResolvers } from './session/resolvers.js';
import { staffResolvers } from './staff/resolvers.js';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/admin');

/** The SDL files of `schema/admin/`, one per domain, in a stable order. */
export function loadAdminTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'));
}

export const adminResolvers: Resolvers = mergeResolvers<Resolvers>(
  sessionResolvers,
  staffResolvers,
  auditResolvers,
  homepageResolvers,
  couponResolvers,
  categoryResolvers,
  catalogueResolvers,
);

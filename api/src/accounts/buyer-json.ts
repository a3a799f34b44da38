import type { z } from 'zod';
import { buyers, type StoredAddress } from '../db/schema.js';
import type { buyerJsonSchema } from './schemas.js';

export type AddressJson = StoredAddress;

/** A buyer on the wire (spec section 3's User). Built field by field so no password hash can slip in. */
export type BuyerJson = z.infer<typeof buyerJsonSchema>;

type BuyerRow = Pick<
  typeof buyers.$inferSelect,
  'id' | 'name' | 'email' | 'contactNumber' | 'mobile' | 'addresses' | 'whatsappUpdates' | 'createdAt' | 'updatedAt'
>;

export const toBuyerJson = (row: BuyerRow): BuyerJson => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  contactNumber: row.contactNumber,
  mobile: row.mobile,
  address: row.addresses.map((a) => ({
    fullName: a.fullName,
    mobile: a.mobile,
    add1: a.add1,
    add2: a.add2,
    landmark: a.landmark,
    state: a.state,
    city: a.city,
    pincode: a.pincode,
    defaultAdd: a.defaultAdd,
  })),
  whatsappUpdates: row.whatsappUpdates,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns `toBuyerJson` reads: select these, never the whole row, so hashes stay in the database. */
export const buyerJsonColumns = {
  id: buyers.id,
  name: buyers.name,
  email: buyers.email,
  contactNumber: buyers.contactNumber,
  mobile: buyers.mobile,
  addresses: buyers.addresses,
  whatsappUpdates: buyers.whatsappUpdates,
  createdAt: buyers.createdAt,
  updatedAt: buyers.updatedAt,
};

/**
 * The first address is the default: an address flagged `defaultAdd` moves to the front (the first flagged one
 * when several are), and afterwards exactly the first is flagged.
 */
export function orderAddresses(addresses: readonly AddressJson[]): AddressJson[] {
  const flagged = addresses.findIndex((a) => a.defaultAdd);
  const ordered = flagged > 0 ? [addresses[flagged], ...addresses.filter((_, i) => i !== flagged)] : [...addresses];
  return ordered.flatMap((a, i) => (a ? [{ ...a, defaultAdd: i === 0 }] : []));
}

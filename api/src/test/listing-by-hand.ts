import { sql } from 'drizzle-orm';
import type { ListingFilters, ListingScope } from '../catalog/listing-query.js';
import { type Db, queryRows } from '../db/client.js';

/** What a listing filters and sorts on, per product, read straight from the rows. */
export interface ListingRow {
  id: string;
  category_id: string;
  position: number;
  price_paise: number;
  available: boolean;
  discount_percent: number;
  attribute_tags: string[];
}

export const listingRows = (db: Db) =>
  queryRows<ListingRow>(
    db,
    sql`select p.id, p.category_id, p.position, p.price_paise, (d.document->>'inStock')::boolean as available,
               p.discount_percent, p.attribute_tags
        from products p join product_documents d on d.product_id = p.id`,
  );

/** A listing's filters as their definition says, one row at a time: what the SQL paths are checked against. */
export function matchesByHand(r: ListingRow, scope: ListingScope, f: ListingFilters): boolean {
  return (
    (scope.kind !== 'category' || r.category_id === scope.categoryId) &&
    (f.minPricePaise === undefined || r.price_paise >= f.minPricePaise) &&
    (f.maxPricePaise === undefined || r.price_paise <= f.maxPricePaise) &&
    (f.availability === 'all' || r.available === (f.availability === 'inStock')) &&
    (!f.discountOnly || r.discount_percent > 0) &&
    Object.entries(f.attributes).every(([label, values]) =>
      values.some((v) => r.attribute_tags.includes(`${label}:${v}`)),
    )
  );
}

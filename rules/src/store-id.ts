const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value has the shape of an id the store gives out (every id is a UUID, in any case): one of another shape
 * names nothing, so a page or a lookup can answer "not found" without asking anyone.
 */
export const isStoreId = (value: string): boolean => UUID.test(value);

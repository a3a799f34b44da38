/**
 * GST state codes (the first two digits of a GSTIN, and the code an invoice prints beside the place of supply). The
 * delivery form takes the state as typed text, so names are matched without case, spaces or punctuation, with the
 * older and common spellings too. A state not recognised keeps its name and has no code; its supply is still
 * inter-state (it is not Rajasthan).
 */
const CODES: ReadonlyArray<readonly [string, string, ...string[]]> = [
  ['01', 'Jammu and Kashmir', 'J&K'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand', 'Uttaranchal'],
  ['06', 'Haryana'],
  ['07', 'Delhi', 'New Delhi', 'NCT of Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh', 'UP'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha', 'Orissa'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh', 'MP'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry', 'Pondicherry'],
  ['35', 'Andaman and Nicobar Islands', 'Andaman and Nicobar'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, { code: string; name: string }>(
  CODES.flatMap(([code, name, ...aliases]) => [name, ...aliases].map((n) => [key(n), { code, name }] as const)),
);

export interface GstState {
  /** The state's name as GST lists it, or as given when not recognised. */
  name: string;
  /** Two digits, or null when the name is not a state GST knows. */
  code: string | null;
}

export function gstState(name: string): GstState {
  const found = BY_KEY.get(key(name));
  return found ?? { name: name.trim(), code: null };
}

export const RAJASTHAN_STATE_CODE = '08';

/**
 * The admin's file routes on the gateway (`/admin/files/…`, `gateway/src/admin/catalogue/files.ts`): files do not
 * travel through GraphQL. Every write carries `X-Sutra-Admin: 1`, which no HTML form can send (the gateway's CSRF
 * check); the staff cookie goes along on its own (same origin).
 */
export const ADMIN_FILES = '/admin/files';
export const PRODUCTS_CSV_URL = `${ADMIN_FILES}/products.csv`;
const WRITE_HEADERS = { 'x-sutra-admin': '1' };

export interface ImportRowError {
  row: number;
  column: string;
  code: string;
  message: string;
}

export interface ImportCounts {
  products: number;
  variants: number;
  skus: number;
}

/** The api's answer to an import (its `importAnswerSchema`): with any row's error, nothing was written. */
export interface ImportReport {
  dryRun: boolean;
  written: boolean;
  rows: number;
  created: ImportCounts;
  updated: ImportCounts;
  errors: ImportRowError[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCounts = (value: unknown): value is ImportCounts =>
  isObject(value) && ['products', 'variants', 'skus'].every((k) => typeof value[k] === 'number');
const isRowError = (value: unknown): value is ImportRowError =>
  isObject(value) &&
  typeof value.row === 'number' &&
  typeof value.column === 'string' &&
  typeof value.code === 'string' &&
  typeof value.message === 'string';

/** The report, read field by field: an answer of another shape is a failure, never a half-read report. */
export function readImportReport(answer: unknown): ImportReport | null {
  if (!isObject(answer)) return null;
  const { dryRun, written, rows, created, updated, errors } = answer;
  if (typeof dryRun !== 'boolean' || typeof written !== 'boolean' || typeof rows !== 'number') return null;
  if (!isCounts(created) || !isCounts(updated) || !Array.isArray(errors) || !errors.every(isRowError)) return null;
  return { dryRun, written, rows, created, updated, errors };
}

/** A refusal's message as the api words it (`{ code, message }`), or a general one. */
async function failure(response: Response): Promise<Error> {
  const body: unknown = await response.json().catch(() => null);
  const message = isObject(body) && typeof body.message === 'string' ? body.message : null;
  return new Error(message ?? `The store could not take the file (${response.status}). Please try again.`);
}

/** Sends a CSV of products and stock; with `dryRun` the api only checks it and lists each bad row. */
export async function importProductsCsv(
  file: Blob,
  dryRun: boolean,
  send: typeof fetch = fetch,
): Promise<ImportReport> {
  const response = await send(`${ADMIN_FILES}/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, 'content-type': 'text/csv' },
    body: file,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failure(response);
  const report = readImportReport(await response.json());
  if (!report) throw new Error('The store answered the import in an unexpected shape.');
  return report;
}

/** Uploads one picture to a colour, added last; the api makes its renditions. */
export async function uploadPicture(
  productId: string,
  colourId: string,
  version: number,
  file: File,
  send: typeof fetch = fetch,
): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const path = `${ADMIN_FILES}/products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(colourId)}`;
  const response = await send(`${path}/pictures?version=${version}`, {
    method: 'POST',
    headers: WRITE_HEADERS,
    body: form,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await failure(response);
}

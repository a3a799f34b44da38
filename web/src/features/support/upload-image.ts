import { clearSession, readToken } from '../../shared/session/session';

/** The store's image upload on its own origin (the gateway streams it to the api). */
export const UPLOAD_URL = '/upload/image';

export const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Uploads one image (multipart, in a `file` field) with the stored session's token and answers its location
 * (`data[0]`). A refusal throws an UploadError with the store's message; a refused token ends the session, as a
 * refused GraphQL operation does.
 */
export async function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<string> {
  const token = readToken();
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(UPLOAD_URL, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new UploadError(UPLOAD_FAILED);
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown } | null;
  const location = Array.isArray(body?.data) && typeof body.data[0] === 'string' ? body.data[0] : null;
  if (response.ok && location) return location;
  if (response.status === 401 && token && token === readToken()) void clearSession();
  throw new UploadError(typeof body?.message === 'string' && body.message ? body.message : UPLOAD_FAILED);
}

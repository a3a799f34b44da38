import { API_PREFIX } from '../app.js';
import { type Answer, randomIp } from './accounts.js';
import type { TestApi } from './test-api.js';

export interface FilePart {
  bytes: Buffer;
  /** The name the browser would send; the server must not trust it. */
  name: string;
  /** The content type the browser would send; the server must not trust it either. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: its bytes and its content type (with the boundary). */
export async function multipartBody(
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

/** POSTs files to /uploadImg as `token`'s buyer. */
export async function uploadImages(
  api: TestApi,
  token: string | undefined,
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<Answer<{ data?: string[]; message: string }>> {
  const { payload, contentType } = await multipartBody(files, fields);
  const res = await api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/uploadImg`,
    headers: {
      'content-type': contentType,
      'x-forwarded-for': randomIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Uploads one image and answers its location (data[0]); fails the test when the upload is refused. */
export async function uploadedLocation(api: TestApi, token: string, file: FilePart): Promise<string> {
  const res = await uploadImages(api, token, [file]);
  const location = res.body.data?.[0];
  if (res.status !== 201 || !location) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return location;
}

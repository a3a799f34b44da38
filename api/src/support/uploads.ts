import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import type { MediaStore } from '../media/store.js';
import { MAX_UPLOAD_BYTES } from './limits.js';

export const IMAGE_UPLOADED = 'Image uploaded';
export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
export const IMAGE_TOO_LARGE = `Images can be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
export const EMPTY_FILE = 'The image is empty';
/** Another buyer's image answers this too, exactly like one that does not exist. */
export const UPLOAD_NOT_FOUND = 'Uploaded image not found';

/** The media store's folder of uploads, and the URL path it is served under (by the api's `/media`, through the gateway). */
export const UPLOADS_FOLDER = 'uploads';
const LOCATION_PREFIX = `/media/${UPLOADS_FOLDER}/`;

/** What the content's magic bytes must say, and the extension the stored file gets (so it is served as that type). */
const ACCEPTED: Record<string, { ext: string; mime: string }> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
  // An animated PNG is a PNG to every browser.
  'image/apng': { ext: 'png', mime: 'image/png' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
  'image/gif': { ext: 'gif', mime: 'image/gif' },
};

const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export const locationOf = (fileName: string): string => `${LOCATION_PREFIX}${fileName}`;

/**
 * The stored file a location names: the path answered by uploadImg, also accepted with an origin in front (a client
 * may have made it absolute). Anything else names no upload.
 */
export function fileNameOf(location: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(location, 'http://store.invalid').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(LOCATION_PREFIX)) return undefined;
  const name = pathname.slice(LOCATION_PREFIX.length);
  return FILE_NAME.test(name) ? name : undefined;
}

/** A file the multipart parser is streaming in: its bytes, and whether it was cut at the size limit. */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
}

/** An uploaded file that passed the checks, held in memory (at most `MAX_UPLOAD_BYTES`) until it is kept or dropped. */
export interface ReceivedImage {
  bytes: Buffer;
  ext: string;
  mime: string;
  size: number;
}

/**
 * Reads one uploaded file (the multipart parser stops it at `MAX_UPLOAD_BYTES`) and checks it: its magic bytes must
 * say JPEG, PNG, WebP or GIF (the sent name and content type are not trusted; SVG, being text, is never one). Too
 * large (413), empty or not an image (400). Held in memory rather than in a file: the media store may be the database,
 * and a few megabytes per upload (rate-limited per buyer) is a bounded cost.
 */
export async function receiveImage(file: IncomingFile): Promise<ReceivedImage> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'too_large', IMAGE_TOO_LARGE);
    throw error;
  }
  if (file.stream.truncated) throw new HttpError(413, 'too_large', IMAGE_TOO_LARGE);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest('not_an_image', EMPTY_FILE);
  const type = await fileTypeFromBuffer(bytes);
  const accepted = type ? ACCEPTED[type.mime] : undefined;
  if (!accepted) throw badRequest('not_an_image', NOT_AN_IMAGE);
  return { bytes, ...accepted, size: bytes.length };
}

/**
 * Keeps a received image in the media store under a random name, remembering the buyer who sent it; answers its
 * location. The file is stored first: a row never names a file that is not there, and a file whose row failed is
 * removed again.
 */
export async function keepImage(
  db: Db,
  media: MediaStore,
  buyerId: string,
  image: ReceivedImage,
): Promise<{ location: string }> {
  const fileName = `${randomBytes(16).toString('hex')}.${image.ext}`;
  const stored = `${UPLOADS_FOLDER}/${fileName}`;
  await media.put(stored, image.bytes, { ifAbsent: true });
  try {
    await db.insert(uploads).values({ buyerId, fileName, mimeType: image.mime, sizeBytes: image.size });
  } catch (error) {
    await media.remove([stored]).catch(() => undefined);
    throw error;
  }
  return { location: locationOf(fileName) };
}

/**
 * The buyer's uploads named by `locations`, in their order. A location that names no upload, or another buyer's,
 * answers 404 (the same for both, so others' images cannot be probed).
 */
export async function ownUploads(
  db: Db,
  buyerId: string,
  locations: string[],
): Promise<{ id: string; location: string }[]> {
  const names = locations.map(fileNameOf);
  if (names.some((n) => n === undefined)) throw notFound(UPLOAD_NOT_FOUND);
  const fileNames = names as string[];
  const rows = await db
    .select({ id: uploads.id, fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.buyerId, buyerId), inArray(uploads.fileName, fileNames)));
  const byName = new Map(rows.map((r) => [r.fileName, r.id]));
  return fileNames.map((fileName) => {
    const id = byName.get(fileName);
    if (!id) throw notFound(UPLOAD_NOT_FOUND);
    return { id, location: locationOf(fileName) };
  });
}

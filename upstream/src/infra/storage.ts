// Uploaded images: checked by their bytes, re-encoded (which drops EXIF, GPS and every other metadata),
// kept in the file store (infra/file-store.ts: DATA_DIR/uploads, or S3) under random names and served
// back through the portal's origin at /uploads/{name}.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ApiConfig } from '../config';
import { ApiError } from '../errors';
import { log } from '../log';
import { createDecodeSlots } from './decode-slots';
import { createFolderStore, createS3Store, type FileStore, type StoredFile } from './file-store';

/** Formats accepted as input; anything else, whatever its name or declared type, is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Bigger pictures are scaled down: food photos are shown at thumbnail and card sizes. */
const MAX_DIMENSION = 1600;
/**
 * Pictures with more pixels are refused from their header, before any pixel is decoded: a small PNG
 * can declare 7000×7000 and cost a second and tens of megabytes to decode. 40 megapixels still takes
 * any phone's photo.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Decodes at once across the process (two cores), with a short line behind them. */
const decodeSlots = createDecodeSlots(2, 8);
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

export const PUBLIC_UPLOAD_PREFIX = '/uploads/';

export const notAnImage = () =>
  new ApiError(
    400,
    'INVALID_IMAGE',
    'O arquivo enviado não é uma imagem válida. Envie uma foto JPEG, PNG ou WebP.',
  );

export function fileTooLarge(maxBytes: number) {
  const megabytes = Number((maxBytes / (1024 * 1024)).toFixed(1)).toLocaleString('pt-BR');
  return new ApiError(413, 'FILE_TOO_LARGE', `A imagem deve ter no máximo ${megabytes} MB.`);
}

export const tooManyPixels = () =>
  new ApiError(413, 'FILE_TOO_LARGE', 'A imagem deve ter no máximo 40 megapixels.');

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export interface ImageOptions {
  /** Cropped to the centred square of this side, in pixels (profile photos). */
  square?: number;
}

/**
 * The image's header, read without decoding a pixel. sharp throws on some input (an empty file) as soon as
 * it is handed over, so its constructor is inside the try too.
 */
async function readHeader(bytes: Uint8Array) {
  try {
    return await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
}

/**
 * Decodes and re-encodes the image as WebP, upright, at most MAX_DIMENSION on its longer side (which
 * also bounds the stored file's size).
 */
export async function reencodeImage(bytes: Uint8Array, options: ImageOptions = {}): Promise<Buffer> {
  const metadata = await readHeader(bytes);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  // Every frame of an animation is decoded; pages of a TIFF likewise.
  const frames = Math.max(metadata.pages ?? 1, 1);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * frames > MAX_INPUT_PIXELS) throw tooManyPixels();
  return decodeSlots.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(
          options.square
            ? { width: options.square, height: options.square, fit: 'cover', position: 'centre' }
            : { width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true },
        )
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // Truncated or corrupt data behind a valid header (or one that lied about its size).
      throw notAnImage();
    }
  });
}

/** The uploads' store: the S3 bucket when S3_URL is set, otherwise the DATA_DIR/uploads folder. */
export function createUploadStore(
  config: Pick<
    ApiConfig,
    | 'DATA_DIR'
    | 'S3_URL'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PREFIX'
    | 'S3_FORCE_PATH_STYLE'
  >,
): FileStore {
  if (!config.S3_URL) return createFolderStore(uploadsDirectory(config.DATA_DIR));
  return createS3Store({
    url: config.S3_URL,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Stores the re-encoded image and answers its public URL. */
export async function storeImage(
  store: FileStore,
  bytes: Uint8Array,
  options: ImageOptions = {},
): Promise<string> {
  const encoded = await reencodeImage(bytes, options);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await store.put(name, encoded, 'image/webp');
  return `${PUBLIC_UPLOAD_PREFIX}${name}`;
}

/**
 * Stores the image, then records its URL with `record` (a database insert). A record that fails leaves no
 * file behind: the stored one is deleted again (a failed delete is logged) and the record's error is
 * thrown as it was, so the caller's answer does not change.
 */
export async function storeImageAndRecord<T>(
  store: FileStore,
  bytes: Uint8Array,
  options: ImageOptions,
  record: (url: string) => Promise<T>,
): Promise<T> {
  const url = await storeImage(store, bytes, options);
  try {
    return await record(url);
  } catch (error) {
    const name = url.slice(PUBLIC_UPLOAD_PREFIX.length);
    await store.delete(name).catch((deleteError: unknown) => {
      log.error({ err: deleteError, upload: name }, 'could not delete the upload whose record failed');
    });
    throw error;
  }
}

/** A stored image as a web stream, or undefined for a name that is not one of ours. */
export async function openStoredImage(store: FileStore, name: string): Promise<StoredFile | undefined> {
  if (!STORED_NAME.test(name)) return undefined;
  return store.get(name);
}

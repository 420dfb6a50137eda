// Uploaded images: checked by their bytes, re-encoded (which drops EXIF, GPS and every other metadata),
// kept on disk under random names and served back through the portal's origin at /uploads/{name}.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ApiError } from '../http/errors';
import { createDecodeSlots } from './decode-slots';

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
 * Decodes and re-encodes the image as WebP, upright, at most MAX_DIMENSION on its longer side (which
 * also bounds the stored file's size).
 */
export async function reencodeImage(bytes: Uint8Array, options: ImageOptions = {}): Promise<Buffer> {
  // Reads the header only.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
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

/** Stores the re-encoded image and answers its public URL. */
export async function storeImage(
  dataDir: string,
  bytes: Uint8Array,
  options: ImageOptions = {},
): Promise<string> {
  const encoded = await reencodeImage(bytes, options);
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  // Written aside and renamed, so a reader never sees half a file.
  const partial = join(directory, `.${name}.partial`);
  await writeFile(partial, encoded);
  await rename(partial, join(directory, name));
  return `${PUBLIC_UPLOAD_PREFIX}${name}`;
}

/** A stored image as a web stream, or undefined for a name that is not one of ours. */
export async function openStoredImage(
  dataDir: string,
  name: string,
): Promise<{ body: ReadableStream; size: number } | undefined> {
  if (!STORED_NAME.test(name)) return undefined;
  const path = join(uploadsDirectory(dataDir), name);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { body: Readable.toWeb(createReadStream(path)) as ReadableStream, size: info.size };
}

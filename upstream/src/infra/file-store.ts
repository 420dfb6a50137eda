// Where uploaded files live: a folder under DATA_DIR (the embedded default, one machine), or an
// S3-compatible bucket when S3_URL is set, so every API process reads what any other one stored.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

export interface StoredFile {
  body: ReadableStream;
  size: number;
}

export interface FileStore {
  /** Stores the bytes under `name` (names are random and never reused: files never change). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing one that is not there is no error. */
  delete(name: string): Promise<void>;
}

export function createFolderStore(directory: string): FileStore {
  return {
    async put(name, bytes) {
      // Private whatever the umask: the photos are the users' (infra/private-files.ts).
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = join(directory, `.${name}.partial`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, join(directory, name));
    },
    async get(name) {
      const path = join(directory, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: Readable.toWeb(createReadStream(path)) as ReadableStream, size: info.size };
    },
    async delete(name) {
      await rm(join(directory, name), { force: true });
    },
  };
}

export interface S3Settings {
  /** The service's endpoint, e.g. https://s3.sa-east-1.amazonaws.com or http://127.0.0.1:9000. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Object keys start with this (no leading slash), so one bucket can hold several installations. */
  prefix: string;
  /** Bucket in the path (MinIO, local stand-ins) rather than in the host name. */
  forcePathStyle: boolean;
}

export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        if (!object.Body) return undefined;
        return {
          body: object.Body.transformToWebStream() as ReadableStream,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(name) {
      // S3 answers success for a key it does not hold.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
  };
}

/**
 * `Storage` on S3-compatible object storage (DESIGN §2: AWS S3, MinIO, Cloudflare R2, …), chosen by
 * `S3_BUCKET` (env.ts). Objects stay private: nothing is public-read and no URL of the bucket
 * reaches a browser; the API streams objects out after its own checks, as with local disk.
 *
 * Uploads stream through `@aws-sdk/lib-storage`'s `Upload`: parts of `PART_BYTES` are sent as they
 * fill, so memory holds at most `QUEUE_SIZE` parts per upload and nothing touches local disk.
 * A body that fits in one part becomes a single `PutObject`.
 */
import { pipeline, type Readable, Transform } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  type ByteRange,
  NotFoundInStorageError,
  type PutOptions,
  type Storage,
  StorageUnavailableError,
  TooLargeError,
} from "./storage";

/**
 * The AWS SDK, loaded only when S3 is configured: local disk needs neither its load time nor its memory.
 * Loaded with `import()` because the server bundle (esbuild) hoists static imports to the top.
 */
async function loadSdk() {
  const [s3, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { ...s3, Upload: storage.Upload };
}

/** Bytes per multipart part: S3's minimum (5 MiB), so small uploads stay one `PutObject`. */
const PART_BYTES = 5 * 1024 * 1024;
/** Parts of one upload in flight at once (memory per upload ≈ this × `PART_BYTES`). */
const QUEUE_SIZE = 2;
/**
 * Sockets to the S3 endpoint per instance. A download holds one for as long as the buyer takes to
 * read it, and the SDK's default (50) would queue every other request behind 50 slow phones.
 */
const MAX_SOCKETS = 1000;
/** How long connecting to the endpoint, or the whole readiness check, may take, in ms. */
const CONNECT_TIMEOUT_MS = 5000;

export interface S3Settings {
  /** e.g. `http://127.0.0.1:9000` (MinIO); unset for AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/** The S3 client Lapak uses for `settings`. */
export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default (since 3.729) adds CRC32 checksums to every upload, which several
    // S3-compatible servers reject or mishandle; checksums only where the S3 API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // No request or idle timeout: a download paused by a slow phone's backpressure idles its socket
    // for as long as the buyer takes. Only connecting is bounded.
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}

/**
 * Storage in `settings.bucket`. `put` deletes whatever may have been stored on any error (a
 * multipart upload is aborted, so no parts are left to pay for), `get` sends `Range`, `stat` is
 * `HeadObject` (null on 404), `delete` is `DeleteObject`, `check` is `HeadBucket`. An S3 that cannot
 * be reached or fails on its side throws `StorageUnavailableError` (the API answers 503); other S3
 * errors are thrown as the SDK's `S3ServiceException`.
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3ServiceException,
    Upload,
  } = await loadSdk();
  const s3 = await createS3Client(settings);

  /** True for "no such key" (`NoSuchKey` from GetObject, a bare 404 from HeadObject). */
  const isNotFound = (error: unknown) =>
    error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey");

  /**
   * `error` as the app should see it: `StorageUnavailableError` when S3 could not be reached (a
   * network error, which the SDK marks with `$metadata`) or failed on its side (5xx, after the
   * SDK's retries); anything else (403 from a wrong key, a bug) as it is.
   */
  const translate = (error: unknown) => {
    const outage =
      error instanceof S3ServiceException
        ? error.$fault === "server"
        : typeof error === "object" && error !== null && "$metadata" in error;
    return outage ? new StorageUnavailableError(error) : error;
  };

  const Bucket = settings.bucket;

  return {
    async put(key, body, options: PutOptions = {}) {
      let size = 0;
      // Kept, because `Upload` throws the error of its abort request instead when that fails too.
      let tooLarge: TooLargeError | undefined;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (options.maxBytes !== undefined && size > options.maxBytes) {
            tooLarge = new TooLargeError(options.maxBytes);
            callback(tooLarge);
            return;
          }
          callback(null, chunk);
        },
      });
      // An error on either side destroys both (the sender's stream is not left half read); `Upload`
      // sees it as it reads `counted`.
      const counted = pipeline(body, counter, () => {});
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: counted },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        // `Upload` aborts its own multipart upload (no parts left to pay for); the object may still
        // exist when the failure came after it was written (a lost answer), so delete the key too.
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw tooLarge ?? translate(error);
      }
      return { size };
    },

    async get(key, range?: ByteRange) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new NotFoundInStorageError(key);
        throw translate(error);
      }
    },

    async stat(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw translate(error);
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error) => {
        throw translate(error);
      });
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
          .catch((error) => {
            throw translate(error);
          });
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      await s3.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) });
    },

    close() {
      s3.destroy();
    },
  };
}

/**
 * `startS3Server()`: a real S3-protocol server (s3rver, in this process) on a free port of
 * 127.0.0.1, keeping its objects in a temporary folder, with one empty bucket. Tests point the app
 * at it with `env` (the six `S3_*` variables, path style), read the bucket back with `keys()` and
 * `object()`, and see every request the server received in `requests`.
 *
 * s3rver does not implement every S3 call: `AbortMultipartUpload` answers 405 (MinIO, R2 and AWS
 * implement it), so a test can see that an abort was sent, not that the parts were dropped.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createS3Client, type S3Settings } from "../../src/integrations/storage/s3";

export interface TestS3Server {
  /** The `S3_*` environment that points the app at this server. */
  env: Record<string, string>;
  settings: S3Settings;
  /** A client of this server (the same settings as the app's). */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The bytes of `key`. */
  object(key: string): Promise<Buffer>;
  /** `METHOD /path?query` of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the server and creates its bucket (`lapak-test-<random>`); `close()` removes its folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "lapak-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const requests: string[] = [];
  // s3rver keeps its http.Server here; listening to it records requests without changing them.
  (server as unknown as { httpServer: Server }).httpServer.on("request", (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `lapak-test-${randomBytes(4).toString("hex")}`,
    region: "us-east-1",
    // s3rver's fixed credentials: it refuses another access key id but does not check SigV4 signatures.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = await createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  requests.length = 0;
  let closed = false;

  return {
    env: {
      S3_ENDPOINT: settings.endpoint as string,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    settings,
    client,
    requests,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    },
    async object(key) {
      const got = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      return Buffer.from(await (got.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    /** Stops the server (once; a test may stop it early) and removes its folder. */
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

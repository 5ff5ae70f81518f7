import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./env";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "lapak-env-s3-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const MINIO = {
  S3_ENDPOINT: "http://minio.internal:9000",
  S3_BUCKET: "lapak-files",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "lapak",
  S3_SECRET_ACCESS_KEY: "a-secret-key",
  S3_FORCE_PATH_STYLE: "true",
};

describe("S3 settings", () => {
  it("keeps files on local disk when S3_BUCKET is not set", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeNull();
  });

  it("reads all six variables when S3_BUCKET is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...MINIO }).s3).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "lapak-files",
      region: "us-east-1",
      accessKeyId: "lapak",
      secretAccessKey: "a-secret-key",
      forcePathStyle: true,
    });
  });

  it("needs no endpoint or path style for AWS S3 itself", () => {
    const { S3_ENDPOINT: _endpoint, S3_FORCE_PATH_STYLE: _pathStyle, ...aws } = MINIO;

    expect(loadConfig({ DATA_DIR: dataDir, ...aws, S3_REGION: "ap-southeast-3" }).s3).toMatchObject({
      endpoint: undefined,
      region: "ap-southeast-3",
      forcePathStyle: false,
    });
  });

  it("refuses to start with S3_BUCKET but no region or keys, naming what is missing", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: "lapak-files" })).toThrow(
      "S3_BUCKET=lapak-files needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...MINIO, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "needs S3_SECRET_ACCESS_KEY to be set",
    );
  });

  it("refuses S3 settings without S3_BUCKET rather than quietly keeping files on local disk", () => {
    const { S3_BUCKET: _bucket, ...noBucket } = MINIO;

    expect(() => loadConfig({ DATA_DIR: dataDir, ...noBucket })).toThrow(
      "S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET",
    );
  });

  it("refuses a malformed endpoint or bucket name", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...MINIO, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...MINIO, S3_BUCKET: "Lapak_Files" })).toThrow(/S3_BUCKET/);
  });
});

/**
 * The check every API test's `inject` goes through (helpers/openapi-traffic.ts): each call against
 * `/v1/openapi.json`. Here the document is broken on purpose, one route at a time, and the same
 * real calls must then fail, naming the call; with the document as served they pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { checkInjectedCalls, OpenApiMismatchError } from "../helpers/openapi-traffic";
import { publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { multipartBody } from "../helpers/uploads";

type Document = { paths: Record<string, Record<string, Record<string, unknown>>> };

let t: TestApp;
let served: Document;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  served = structuredClone(t.app.swagger()) as unknown as Document;
  ({ token } = await sellerStore(t));
});
afterAll(() => t.close());

/** `inject` of `t.app` checked against `document` instead of the served one, failing on a mismatch. */
function injectAgainst(document: Document) {
  const probe = { inject: t.app.inject.bind(t.app), swagger: () => document };
  checkInjectedCalls(probe, { kind: "fail" });
  return probe.inject as TestApp["app"]["inject"];
}

/** The served document with `change` applied to a copy. */
function broken(change: (document: Document) => void): Document {
  const document = structuredClone(served);
  change(document);
  return document;
}

const upload = () => {
  const body = multipartBody(Buffer.from("%PDF-1.4 isi"), { filename: "ebook.pdf", contentType: "application/pdf" });
  return {
    method: "POST" as const,
    url: "/v1/gallery-media/upload-file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  };
};

describe("a call checked against /v1/openapi.json", () => {
  it("passes against the document as served", async () => {
    const inject = injectAgainst(served);
    expect((await inject(upload())).statusCode).toBe(200);
    const { id } = await publishDownload(t, { token });
    expect((await inject({ method: "DELETE", url: `/v1/products/${id}`, headers: bearer(token) })).statusCode).toBe(
      204,
    );
  });

  it("fails, naming the call, when a 204 is declared with JSON content", async () => {
    const { id } = await publishDownload(t, { token });
    const inject = injectAgainst(
      broken((document) => {
        const deletion = document.paths["/v1/products/{id}"].delete as { responses: Record<string, unknown> };
        deletion.responses["204"] = {
          description: "Default Response",
          content: { "application/json": { schema: { type: "string", nullable: true, enum: [null] } } },
        };
      }),
    );
    const call = inject({ method: "DELETE", url: `/v1/products/${id}`, headers: bearer(token) });
    await expect(call).rejects.toThrow(OpenApiMismatchError);
    await expect(call).rejects.toThrow(
      `DELETE /v1/products/${id} → 204 does not match /v1/openapi.json:\n` +
        "- answers 204 with no body, and the document declares application/json",
    );
  });

  it("fails when an upload's multipart body is not declared", async () => {
    const inject = injectAgainst(
      broken((document) => {
        delete document.paths["/v1/gallery-media/upload-file"].post.requestBody;
      }),
    );
    await expect(inject(upload())).rejects.toThrow(
      "POST /v1/gallery-media/upload-file → 200 does not match /v1/openapi.json:\n" +
        "- sends a body, and the document declares none",
    );
  });

  it("fails when the answer's body is not what the schema says", async () => {
    const inject = injectAgainst(
      broken((document) => {
        const answer = (document.paths["/v1/media/usage"].get.responses as Record<string, Record<string, unknown>>)[
          "200"
        ];
        const schema = (answer.content as Record<string, { schema: Record<string, unknown> }>)["application/json"]
          .schema;
        (schema.properties as Record<string, Record<string, unknown>>).data.required = ["usedBytes", "quotaTahunan"];
      }),
    );
    await expect(inject({ method: "GET", url: "/v1/media/usage", headers: bearer(token) })).rejects.toThrow(
      /GET \/v1\/media\/usage → 200 does not match[\s\S]*answers 200 with a body the schema refuses: data must have required property 'quotaTahunan'/,
    );
  });

  it("takes a falsy payload for no body, as light-my-request sends none", async () => {
    const inject = injectAgainst(served);
    const { id } = await publishDownload(t, { token });
    // The sandbox's pay button takes an optional JSON body: "" or false with no content-type is none.
    for (const [index, payload] of (["", false] as const).entries()) {
      const checkout = await inject({
        method: "POST",
        url: "/v1/transactions",
        payload: { productId: id, name: "Pembeli", email: `pembeli.kosong${index}@contoh.id`, paymentMethod: "qris" },
      });
      expect(checkout.statusCode).toBe(201);
      const paid = await inject({
        method: "POST",
        url: `/v1/payments/sandbox/${checkout.json().data.id}/pay`,
        payload: payload as string,
      });
      expect(paid.statusCode).toBe(200);
    }
  });

  it("does not hold a refused request to the document, only its answer", async () => {
    const inject = injectAgainst(served);
    // A JSON body to the upload route is bad input on purpose: its 415 is checked, not the request.
    const refused = await inject({
      method: "POST",
      url: "/v1/gallery-media/upload-file",
      headers: bearer(token),
      payload: { file: "bukan berkas" },
    });
    expect(refused.statusCode).toBe(415);
  });

  it("fails on an answer whose status the document does not declare", async () => {
    const inject = injectAgainst(
      broken((document) => {
        delete (document.paths["/v1/gallery-media/upload-file"].post.responses as Record<string, unknown>)["415"];
      }),
    );
    await expect(
      inject({ method: "POST", url: "/v1/gallery-media/upload-file", headers: bearer(token), payload: { a: 1 } }),
    ).rejects.toThrow("- answers 415, which the document does not declare");
  });
});

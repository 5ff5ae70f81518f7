// The raw Node baseline of `npm run bench` (ADR 0038): a bare `node:http` server, in its own process,
// answering each page with the bytes and headers the app answered for it — br, gzip or identity by
// the request's Accept-Encoding, as the page cache does — so "cached storefront ÷ raw Node" is what
// the cache's own code costs above Node's HTTP ceiling on the same machine.
//
// Usage: node bench/raw-node.mjs <spec.json>; prints `listening <port>` once ready. The spec:
// { "pages": [{ "path": "/demo", "variants": { "br": { "headers": {…}, "file": "…" }, "gzip": …,
// "identity": … } }] } — headers as the app sent them (date and connection left out), bodies in files.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pages = new Map();
for (const { path, variants } of spec.pages) {
  const loaded = {};
  for (const [encoding, { headers, file }] of Object.entries(variants)) {
    loaded[encoding] = { headers, body: readFileSync(file) };
  }
  pages.set(path, loaded);
}

const server = createServer((request, response) => {
  const page = pages.get(request.url);
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  const variant = accepted.includes("br") ? page.br : accepted.includes("gzip") ? page.gzip : page.identity;
  response.writeHead(200, variant.headers);
  response.end(variant.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));

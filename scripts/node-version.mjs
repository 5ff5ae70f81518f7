// What `npm start` says about the Node it runs on (ADR 0016, README "Quick start"): every Node from
// 20.19 is supported (package.json `engines`); Node 20 reached its end of life in April 2026, so a
// start on it warns and recommends Node 24 LTS for production.

/**
 * The warning for Node `version` ("20.19.0"), or null from Node 24 on.
 * @param {string} version
 * @returns {string | null}
 */
export function nodeVersionWarning(version) {
  const major = Number(version.split(".")[0]);
  if (major >= 24) return null;
  return `Peringatan: Node ${version} masih didukung, tetapi sudah melewati masa dukungannya (EOL April 2026); untuk produksi gunakan Node 24 LTS (lihat docs/deploy.md).`;
}

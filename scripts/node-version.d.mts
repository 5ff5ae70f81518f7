/** The `npm start` warning for Node `version`, or null from Node 24 on (`node-version.mjs`). */
export function nodeVersionWarning(version: string): string | null;

// Every screen is its own chunk, fetched only once the main script has run (React.lazy). For the
// pages people land on, index.html names that chunk and the chunks it imports up front as
// <link rel="modulepreload">, so a phone downloads them beside the main script instead of after it
// (one round trip less before the screen can ask for its data). The web build's manifest
// (web/dist/.vite/manifest.json) maps each source module to its hashed chunk.
import fs from 'node:fs';
import path from 'node:path';

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;

/** A landing page (by path) and the index.html that preloads its screen. */
export type LandingIndex = { pattern: RegExp; html: string };

/** Landing pages and the screen module each one shows, named as the web build's manifest names them. */
const LANDING_SCREENS: { pattern: RegExp; source: string }[] = [
  { pattern: /^\/products\/?$/, source: 'src/app/routes/products/product-list-page.tsx' },
  { pattern: /^\/products\/[^/]+\/?$/, source: 'src/app/routes/products/product-detail-page.tsx' },
  { pattern: /^\/user\/dashboard(\/.*)?$/, source: 'src/app/routes/dashboard/dashboard-page.tsx' },
];

/** A module's manifest entry and, depth first, the entry of every chunk it imports statically. */
function chunkEntries(manifest: Manifest, key: string, seen: Set<string> = new Set()): ManifestEntry[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry, ...(entry.imports ?? []).flatMap((imported) => chunkEntries(manifest, imported, seen))];
}

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** index.html for each landing page, with its screen's chunks (those index.html does not load already) preloaded. */
export function landingIndexes(distDir: string, indexHtml: string): LandingIndex[] {
  const manifest = readManifest(distDir);
  if (!manifest) return [];
  return LANDING_SCREENS.flatMap(({ pattern, source }) => {
    const entries = chunkEntries(manifest, source);
    const files = entries.map((entry) => entry.file).filter((file) => !indexHtml.includes(`/${file}"`));
    // The screen's own stylesheets too: its lazy import resolves only once they have loaded, so
    // named here they arrive with the scripts instead of one round trip after them.
    const sheets = [...new Set(entries.flatMap((entry) => entry.css ?? []))].filter((file) => !indexHtml.includes(`/${file}"`));
    if (files.length === 0 && sheets.length === 0) return [];
    const links = [
      ...files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
      ...sheets.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`),
    ].join('');
    return [{ pattern, html: indexHtml.replace(/[ \t]*<\/head>/, `${links}  </head>`) }];
  });
}

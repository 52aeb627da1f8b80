// The web app's files: hashed assets cached for a year (their names change with their content),
// everything else revalidated; JS, CSS, HTML and SVG sent brotli- or gzip-compressed from the copies
// the web build writes beside them; robots.txt and sitemap.xml for the public pages; and
// index.html for every other GET outside /api (client-side routes), on landing pages with their
// screen's chunks preloaded and, for a visitor, the answers to the screen's first reads.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AppConfig } from '../config/app-config';
import { messageOf } from '../shared/errors/fail-codes';
import { firstAnswersBlock, firstReadsFor } from './first-answers';
import { landingIndexes } from './landing-preloads';

const HASHED_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The public pages a search engine may list (the original site's public routes, docs/design.md "Web app"; /user, /admin and /api stay out). */
const PUBLIC_PATHS = [
  '/', '/products', '/product_guide', '/invest_grade_guide', '/safe_invest', '/p2p_business', '/corp_invest', '/team',
  '/notice', '/guide', '/event', '/press', '/faq', '/overdue', '/announcement', '/disclosure', '/landing/apt', '/loan/apt',
  '/policy/terms', '/policy/privacy', '/policy/investment', '/policy/linked_loan',
];

type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** The built web app's files as URL paths (`/assets/index-abc.js`, `/favicon.svg`), index.html aside: it has its own answer. */
function distFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, depth: number) => {
    if (depth > 8) return; // the build is two levels deep; a bound on a walk of the disk
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, depth + 1);
      else if (entry.name !== 'index.html') found.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
    }
  };
  walk(root, 0);
  return found;
}

function readEncoded(file: string): Encoded {
  const optional = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return { identity: fs.readFileSync(file), br: optional('.br'), gzip: optional('.gz') };
}

/** A page built at start-up (a landing page's index.html), compressed once like the build's copies. */
function encodeText(text: string): Encoded {
  const identity = Buffer.from(text);
  return { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity, { level: 9 }) };
}

/** A visitor's page with its first answers, compressed per request (fast settings: it is sent once). */
function encodeOnce(text: string): Encoded {
  const identity = Buffer.from(text);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: zlib.gzipSync(identity, { level: 6 }),
  };
}

/** The smallest encoding the client accepts (brotli, then gzip), with Vary so caches keep both. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  if (body.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}

/** The site's own origin for absolute links; a Host header that is not a plain host name (it is untrusted input) falls back to localhost. */
const originOf = (request: FastifyRequest) => {
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
};

function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /error/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function registerWebApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(require('@fastify/static'), {
    root: config.webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
  });
  // The files' Cache-Control is set on the reply as it is sent: @fastify/static 9 gives its
  // `setHeaders` the raw response, whose headers the reply's own (every answer's `no-store`,
  // security-headers.ts) overwrite when they are written. Hashed assets for a year; the rest revalidated.
  const files = distFiles(config.webDistDir);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // The build's file names are plain ASCII, so the raw path is compared as it came (decoding a
    // malformed escape would throw here, in a hook every answer passes through).
    const pathname = request.url.split('?')[0] ?? '';
    if (reply.statusCode === 200 && files.has(pathname)) reply.header('Cache-Control', pathname.startsWith('/assets/') ? HASHED_CACHE : REVALIDATE);
    done(null, payload);
  });
  const index = readEncoded(indexFile);
  const landings = landingIndexes(config.webDistDir, index.identity.toString('utf8')).map(({ pattern, html }) => ({ pattern, body: encodeText(html) }));
  const indexFor = (url: string) => {
    const pathname = url.split('?')[0] ?? url;
    return landings.find((landing) => landing.pattern.test(pathname))?.body ?? index;
  };
  /** A visitor's landing page with the answers its screen reads first; null when it has none to carry. */
  const withFirstAnswers = async (request: FastifyRequest): Promise<Encoded | null> => {
    if (request.headers.cookie?.includes('sid=') || firstReadsFor(request.url).length === 0) return null;
    const block = await firstAnswersBlock(fastify, request.url);
    if (!block) return null;
    const html = indexFor(request.url).identity.toString('utf8');
    return encodeOnce(html.replace(/[ \t]*<\/head>/, `    ${block}\n  </head>`));
  };
  fastify.get('/robots.txt', (request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', REVALIDATE).send(robotsTxt(originOf(request))));
  fastify.get('/sitemap.xml', (request, reply) => reply.type('application/xml; charset=utf-8').header('Cache-Control', REVALIDATE).send(sitemapXml(originOf(request))));
  // Client-side routes: any other GET outside /api gets the app's index.html.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ fail_code: 'not_found', message: messageOf('not_found') });
    }
    const answered = await withFirstAnswers(request);
    // Whether a page carries answers depends on the session cookie: a cache keeps them apart.
    reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding, Cookie');
    return sendEncoded(request, reply, answered ?? indexFor(request.url));
  };
  fastify.get('/', sendIndex);
  fastify.get('/*', sendIndex);
}

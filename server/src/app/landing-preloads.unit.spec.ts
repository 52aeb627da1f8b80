// Proves the landing pages' index.html: each preloads its screen's chunk and the chunks that chunk
// imports (once each, none the page loads already), other paths get none, and without the build's
// manifest nothing changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { landingIndexes } from './landing-preloads';

const INDEX = [
  '<html>',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '  </head>',
  '  <body></body>',
  '</html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  '_money.js': { file: 'assets/money-1.js', imports: ['_card.js'] },
  'src/app/routes/products/product-list-page.tsx': { file: 'assets/list-1.js', imports: ['_card.js', '_money.js', '_react.js'] },
};

function distWith(manifest: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-'));
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('landingIndexes', () => {
  it('preloads the product list screen and its imports, once each, before </head>', () => {
    const pages = landingIndexes(distWith(MANIFEST), INDEX);
    const list = pages.find((p) => p.pattern.test('/products'));
    expect(list).toBeDefined();
    const preloads = [...list!.html.matchAll(/modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['assets/react-1.js', 'assets/list-1.js', 'assets/card-1.js', 'assets/money-1.js']);
    expect(list!.html.indexOf('assets/money-1.js')).toBeLessThan(list!.html.indexOf('</head>'));
  });

  it('leaves pages whose screen is not in the manifest, and other paths, to the plain index.html', () => {
    const pages = landingIndexes(distWith(MANIFEST), INDEX);
    expect(pages).toHaveLength(1);
    expect(pages.some((p) => p.pattern.test('/products/abc') || p.pattern.test('/') || p.pattern.test('/products/abc/x'))).toBe(false);
  });

  it("links the screen's stylesheets and those of the chunks it imports, once each, so its lazy import does not wait for them", () => {
    const manifest = {
      ...MANIFEST,
      '_money.js': { file: 'assets/money-1.js', imports: ['_card.js'], css: ['assets/money-1.css'] },
      'src/app/routes/products/product-list-page.tsx': { file: 'assets/list-1.js', imports: ['_card.js', '_money.js'], css: ['assets/list-1.css', 'assets/money-1.css'] },
    };
    const list = landingIndexes(distWith(manifest), INDEX).find((p) => p.pattern.test('/products'))!;
    const sheets = [...list.html.matchAll(/stylesheet" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(sheets).toEqual(['assets/list-1.css', 'assets/money-1.css']);
    expect(list.html.indexOf('assets/money-1.css')).toBeLessThan(list.html.indexOf('</head>'));
  });

  it('adds nothing without the build manifest', () => {
    expect(landingIndexes(distWith(null), INDEX)).toEqual([]);
  });
});

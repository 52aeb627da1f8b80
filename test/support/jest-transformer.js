// Jest on Node 20 cannot require() ES modules, and more and more dependencies ship only as ESM
// (Node itself loads them fine). This transformer compiles our TypeScript with ts-jest and
// rewrites ESM files from node_modules to CommonJS; CommonJS files pass through untouched.
const ts = require('typescript');
const { createTransformer } = require('ts-jest').default ?? require('ts-jest');
const path = require('node:path');
const fs = require('node:fs');

const tsJest = createTransformer({ tsconfig: path.join(__dirname, '../../server/tsconfig.json'), isolatedModules: true, diagnostics: false });
const typeCache = new Map();

function packageIsModule(filename) {
  let dir = path.dirname(filename);
  while (dir.includes('node_modules')) {
    if (typeCache.has(dir)) return typeCache.get(dir);
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const type = JSON.parse(fs.readFileSync(pkg, 'utf8')).type;
      // A package.json without "type" may be a nested marker; only a definite answer stops the walk.
      if (type) {
        typeCache.set(dir, type === 'module');
        return type === 'module';
      }
    }
    dir = path.dirname(dir);
  }
  return false;
}

module.exports = {
  canInstrument: false,
  getCacheKey(src, filename, options) {
    if (filename.includes('node_modules')) return require('node:crypto').createHash('sha1').update('esm2cjs-v1').update(filename).update(src).digest('hex');
    return tsJest.getCacheKey(src, filename, options);
  },
  process(src, filename, options) {
    if (!filename.includes('node_modules')) return tsJest.process(src, filename, options);
    if (!(filename.endsWith('.mjs') || (filename.endsWith('.js') && packageIsModule(filename)))) return { code: src };
    const patched = src.replace(/import\.meta\.url/g, "require('node:url').pathToFileURL(__filename).href").replace(/import\.meta\.dirname/g, '__dirname').replace(/import\.meta\.filename/g, '__filename');
    const out = ts.transpileModule(patched, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: out.outputText };
  },
};

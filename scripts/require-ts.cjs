// A require hook for benchmarks: `.ts` files are transpiled on load (CommonJS, no type check),
// so a bench imports the server's pure modules (deciders, schedule maths) and test/support
// straight from their sources instead of from a build that leaves test/ out.
const fs = require('node:fs');
const path = require('node:path');
const ts = require(path.join(__dirname, '..', 'node_modules/typescript'));

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, experimentalDecorators: true, emitDecoratorMetadata: true },
  });
  module._compile(outputText, filename);
};

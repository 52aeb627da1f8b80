// Lets a plain `node` child process (a worker killed with SIGKILL in a test) load the
// TypeScript sources, as jest does in the test process: each .ts file is transpiled on require.
const fs = require('node:fs');
const ts = require('typescript');

const options = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  sourceMap: false,
};

require.extensions['.ts'] = (module, filename) => {
  const output = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions: options, fileName: filename });
  module._compile(output.outputText, filename);
};

// Lint: TypeScript rules plus the import boundaries of docs/architecture.md "Layout and
// boundaries", enforced by a small local rule: shared/ imports no context; a context reaches
// another only through its index.ts; web features do not import each other, and only web/src/app
// (the screens under app/routes) composes them.
import path from 'node:path';
import tseslint from 'typescript-eslint';

const SERVER_SRC = path.resolve('server/src');
const WEB_FEATURES = path.resolve('web/src/features');
const WEB_APP = path.resolve('web/src/app');
/** What the screens compose; main.tsx and the test helpers may start the app. */
const WEB_PARTS = ['features', 'components', 'lib', 'api', 'config'].map((dir) => path.resolve('web/src', dir));
/** Composition roots may wire every context together. */
const COMPOSITION = new Set(['app', 'main.ts', 'worker.ts', 'ledger-cli.ts']);

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  if (source.startsWith('@/')) return path.resolve('web/src', source.slice(2));
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { shared: '{{msg}}', deep: '{{msg}}', feature: '{{msg}}', app: '{{msg}}' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      if (file.startsWith(SERVER_SRC + path.sep) && target.startsWith(SERVER_SRC + path.sep)) {
        const [fromTop] = path.relative(SERVER_SRC, file).split(path.sep);
        const [toTop, ...rest] = path.relative(SERVER_SRC, target).split(path.sep);
        // Entry points (main, worker, ledger-cli) compose the application like app/ does.
        if (fromTop === toTop || COMPOSITION.has(fromTop) || toTop === 'shared' || toTop === 'config') return;
        if (fromTop === 'shared') {
          context.report({ node, messageId: 'shared', data: { msg: `shared/ must not import the ${toTop} context` } });
          return;
        }
        if (rest.length > 0 && !(rest.length === 1 && rest[0] === 'index')) {
          context.report({ node, messageId: 'deep', data: { msg: `import the ${toTop} context through its index.ts, not ${rest.join('/')}` } });
        }
      }
      // web/src/app (router, layouts, screens) composes everything; nothing it composes reaches back into it.
      if (WEB_PARTS.some((dir) => file.startsWith(dir + path.sep)) && !file.includes('.spec.') && target.startsWith(WEB_APP + path.sep)) {
        context.report({ node, messageId: 'app', data: { msg: 'features, components, api and lib do not import web/src/app (the screens compose them, not the other way round)' } });
      }
      if (file.startsWith(WEB_FEATURES + path.sep) && target.startsWith(WEB_FEATURES + path.sep)) {
        const [fromFeature] = path.relative(WEB_FEATURES, file).split(path.sep);
        const [toFeature] = path.relative(WEB_FEATURES, target).split(path.sep);
        if (fromFeature !== toFeature) {
          context.report({ node, messageId: 'feature', data: { msg: `web feature ${fromFeature} must not import feature ${toFeature}; compose them in web/src/app` } });
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['**/*.cjs', '**/dist/**', '**/node_modules/**', '.data/**', 'bench-results/**', 'artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'migrations/**/*.ts'],
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      // No `any`: a library that forces one gets a narrow eslint-disable-next-line saying why.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // Web functions stay short enough to read in one screen (docs/architecture.md: under ~70 lines), tests
    // included; comments and blank lines count, so splitting means naming a part, not squeezing it.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 70, skipComments: false, skipBlankLines: false, IIFEs: true }],
      // The browser's confirm box speaks neither the app's words nor its looks and blocks the page:
      // every question before an action goes through components/confirm-dialog.tsx.
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: 'Ask with components/confirm-dialog.tsx.' }],
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Ask with components/confirm-dialog.tsx.' }],
    },
  },
  {
    // Server functions too (docs/architecture.md, TIGER_STYLE: under ~70 lines), tests included; here the
    // count is of code lines, so a why-comment never pushes a function over.
    files: ['server/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 70, skipComments: true, skipBlankLines: true, IIFEs: true }],
    },
  },
);

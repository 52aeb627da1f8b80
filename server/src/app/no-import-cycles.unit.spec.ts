// No runtime import cycles in the server (docs/architecture.md "Layout and boundaries"): a cycle
// makes a module see another half-loaded (an undefined export at start-up, in a worker thread that
// loads a fold on its own), and it is how folds and projections used to drift. Type-only imports
// vanish when compiled and do not count. Reads the sources as they are, so a new cycle fails here.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const IMPORT = /^(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

/** Whether the import brings only types (`import type`, or every name `type X`). */
function typeOnly(typeKeyword: string | undefined, names: string): boolean {
  if (typeKeyword) return true;
  const braces = /^\{([\s\S]*)\}$/.exec(names.trim());
  return braces !== null && braces[1].split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
}

function resolved(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Every module's runtime imports of other modules of the server. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const deps: string[] = [];
    for (const [, typeKeyword, names, specifier] of text.matchAll(IMPORT)) {
      if (!specifier.startsWith('.') || typeOnly(typeKeyword, names)) continue;
      const target = resolved(file, specifier);
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan): each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      component.push(path.relative(SRC, w));
      if (w === v) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server’s modules', () => {
  it('import one another without a cycle', () => {
    const graph = importGraph();
    // The graph is real: hundreds of modules, the folds' machinery among them.
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(path.join(SRC, 'shared/projections/rules/changes-sql.ts'))).toContain(path.join(SRC, 'shared/projections/rules/changes-counted.ts'));
    expect(cycles(graph)).toEqual([]);
  });

  it('would see a cycle of two modules', () => {
    expect(cycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']], ['c.ts', ['a.ts']]]))).toEqual([[path.relative(SRC, 'a.ts'), path.relative(SRC, 'b.ts')].sort()]);
  });
});

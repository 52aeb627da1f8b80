// Fewer, larger chunks for a phone on HTTP/1.1 (six connections, one round trip per file). Left
// to the bundler, the first load was index.js plus five 1-3 KB files, and a product page fetched
// eighteen files in three rounds before it could render. Now: the first load's modules (React, the
// router, the layouts; everything the entry reaches statically) form one chunk beside the entry,
// and the parts the investor screens share (src/components, lib, api, config and the investor
// features; never the operators') that the first load does not carry form one more. A shared part
// that brings a library of its own (react-hot-toast) keeps its own chunk, so a screen without toasts
// does not fetch the library.
import type { Rolldown } from 'vite';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

const LIBRARY = /[\\/]node_modules[\\/]/;
const SHARED_SOURCE = /[\\/]web[\\/]src[\\/](components|lib|api|config|features[\\/](?!admin[\\/])[^\\/]+)[\\/]/;

/** Every module the entry reaches through static imports (what the first load carries). */
function initialModules(entryId: string, moduleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>([entryId]);
  const stack = [entryId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const imported of moduleInfo(id)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        stack.push(imported);
      }
    }
  }
  return seen;
}

/** The codeSplitting group for `build.rolldownOptions.output.codeSplitting.groups`; `entryId` is index.html's path. */
export function screenPartsGroup(entryId: string): Rolldown.CodeSplittingGroup {
  let initial: Set<string> | null = null;
  return {
    // The bundler's timing report names a group by this (its name is a function of each module).
    debugName: 'screen-parts',
    name: (id, ctx) => {
      initial ??= initialModules(entryId, (m) => ctx.getModuleInfo(m));
      if (initial.has(id)) return id === entryId ? null : 'app';
      // A part that brings a library of its own (react-hot-toast) stays apart: every screen would fetch the library.
      const bringsLibrary = ctx.getModuleInfo(id)?.importedIds.some((imported) => LIBRARY.test(imported) && !initial!.has(imported));
      return SHARED_SOURCE.test(id) && !bringsLibrary ? 'screen-parts' : null;
    },
    minShareCount: 2,
    // The first load's modules (React, the router, the layouts) stay where they are.
    includeDependenciesRecursively: false,
  };
}

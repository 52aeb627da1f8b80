import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy for a named export, so each screen file keeps a named component. */
export function lazyScreen<TModule extends Record<TKey, AnyComponent>, TKey extends keyof TModule>(
  load: () => Promise<TModule>,
  exportName: TKey,
): LazyExoticComponent<TModule[TKey]> {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] };
  });
}

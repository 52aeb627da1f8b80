// Every bounded context's module, in the order they depend on each other.
export const CONTEXT_MODULES: any[] = [];

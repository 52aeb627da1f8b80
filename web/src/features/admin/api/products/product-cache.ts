import type { QueryClient } from '@tanstack/react-query';

/** A product changed: the operators' lists and detail, and every investor-facing product read, are stale. */
export function invalidateProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}

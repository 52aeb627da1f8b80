import type { ProductDisclosure } from '@/api/types';

/** GET /products/{id} `disclosure` in full: every item 온투법 22조① requires before investing (the server's schema's type). */
export type DisclosureDetail = ProductDisclosure;

/** The full disclosure when the server sent it (older answers carried only part of it). */
export const fullDisclosure = (d: ProductDisclosure | undefined): DisclosureDetail | null =>
  d && 'loan' in d && 'tax' in d ? d : null;

import { useEffect } from 'react';
import { BRAND_NAME } from '@/config/site';

export function composeTitle(title?: string): string {
  return title ? `${title} | ${BRAND_NAME}` : `${BRAND_NAME} - 믿을 수 있는 P2P 투자`;
}

/** Sets `document.title` to "<page> | 온다리펀딩" while the screen is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = composeTitle(title);
  }, [title]);
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MOBILE_MAX_WIDTH_PX } from '@/config/site';
import { useMediaQuery } from './use-media-query';

/** Shared interface state from the seed: `sidebarShow` (toggle) and `isMobile` (viewport ≤ 576 px, live). */
export type UiState = {
  sidebarShow: boolean;
  isMobile: boolean;
  toggleSidebar: () => void;
  setSidebarShow: (show: boolean) => void;
};

const UiStateContext = createContext<UiState | null>(null);

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export function UiStateProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Desktop starts with the sidebar open; the mobile drawer starts closed.
  const [sidebarShow, setSidebarShow] = useState<boolean>(!isMobile);
  useEffect(() => {
    setSidebarShow(!isMobile);
  }, [isMobile]);
  const toggleSidebar = useCallback(() => setSidebarShow((show) => !show), []);
  const value = useMemo(() => ({ sidebarShow, isMobile, toggleSidebar, setSidebarShow }), [sidebarShow, isMobile, toggleSidebar]);
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const value = useContext(UiStateContext);
  if (!value) throw new Error('useUiState must be used inside UiStateProvider');
  return value;
}

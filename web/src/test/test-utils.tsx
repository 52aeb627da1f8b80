import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Where the app is now, for assertions (`router.state.location.pathname`). */
type RouterProbe = { state: { location: Location } };

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  return null;
}

/** Renders the real route table at `path` with the real providers (fetch must be mocked by the caller). */
export function renderAt(path: string) {
  const router: RouterProbe = { state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } } };
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe probe={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

/** A matchMedia stub whose answer follows `width` (only `max-width: Npx` queries are understood). */
export function stubViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

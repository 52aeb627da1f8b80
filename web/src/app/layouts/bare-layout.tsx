import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { Brand } from './brand';

/** Policy pages: a plain frame with only the brand, for reading and printing. */
export function BareLayout() {
  return (
    <div className="layout layout--bare">
      <header className="bare-header">
        <Brand />
      </header>
      <main id="main" className="layout__main bare-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { Brand } from './brand';

export function ErrorLayout() {
  return (
    <div className="layout layout--error">
      <header className="bare-header">
        <Brand />
      </header>
      <main id="main" className="layout__main error-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

// Proves render errors show the Korean F5 message with a 새로고침 button, while chunk-load errors show the screen-loading message, both outside and inside the router.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary, RouteErrorBoundary } from './error-boundary';

function Boom({ error }: { error: Error }): never {
  throw error;
}

describe('error boundaries', () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()));
  });
  afterEach(() => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('shows the F5 message and a refresh button for a render error', () => {
    render(
      <ErrorBoundary>
        <Boom error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('새로고침(F5)');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });

  it('shows the screen-loading message for a chunk error', () => {
    render(
      <ErrorBoundary>
        <Boom error={new TypeError('Failed to fetch dynamically imported module: /assets/a.js')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('화면을 불러오는 중 오류가 발생했습니다');
  });

  it('catches errors thrown by a route element inside the route boundary', async () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Boom error={new Error('route boom')} />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('새로고침(F5)');
  });
});

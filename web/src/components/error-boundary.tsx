import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorFallback } from './error-screens';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/** Catches render errors outside the router (providers, toaster) and shows the same fallbacks. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('화면 오류', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * Around every screen inside its layout: render errors and lazy-chunk failures of a route land
 * here with the layout still around them; moving to another page clears the error.
 */
export function RouteErrorBoundary({ children }: Props) {
  const location = useLocation();
  return <ErrorBoundary key={location.pathname}>{children}</ErrorBoundary>;
}

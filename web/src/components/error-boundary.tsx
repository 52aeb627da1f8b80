import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
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

/** The router's `errorElement`: render errors and lazy-chunk failures inside any route land here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}

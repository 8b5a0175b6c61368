import { Component, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  /** What to show instead of the children that threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Called once per error caught, to report it (an `hk-error` event, a log). */
  onError?(error: unknown): void;
  children?: ReactNode;
}

/**
 * Catches an error thrown while rendering its children and shows the fallback in their place,
 * so one failing piece does not blank the whole element.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { caught?: { error: unknown } }> {
  // The error is boxed: anything can be thrown, `undefined` included.
  override state: { caught?: { error: unknown } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  reset = () => this.setState({ caught: undefined });

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error, this.reset) : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** Rendered instead of the children after a rendering failure; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
};

/** Catches rendering failures below it (§8: "A rendering failure shows the error fallback screen"). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

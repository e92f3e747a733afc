import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing this key clears a caught error (new page, or the user pressed "Prøv igjen"). */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  remote: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Third failure layer: a remote page that throws while rendering is contained in its slot, so the
 * header, cart and other remotes keep working. (React has no hook form of error boundaries.)
 */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('ukjent feil') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} feilet under visning`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}

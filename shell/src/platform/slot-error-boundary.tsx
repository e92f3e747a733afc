import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /**
   * Changing this value (compared by identity) clears a caught error: the shopper pressed "Prøv
   * igjen", or navigated, so the page is rendered afresh.
   */
  resetKey: unknown;
  /** Told about every caught error, so the slot can show and report its state. */
  onError: (error: unknown) => void;
  fallback: ReactNode;
  remote: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Third failure layer: a remote page that throws while rendering (or whose code-split chunk fails
 * to load) is contained in its slot, so the header, cart and other remotes keep working. (React has
 * no hook form of error boundaries.)
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
    this.props.onError(error ?? new Error('ukjent feil'));
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback;
    return this.props.children;
  }
}

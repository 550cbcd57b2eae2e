// A guest draws what the host sent with its own game screens: a state it cannot draw (a host on
// another app version) shows a plain message instead of "Something went wrong", and the next
// state the host sends is tried again (issue 24 item 13).
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** a new value (the host's next state) tries the screen again */
  resetKey: string;
  fallback: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

export class GuestScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[multi] could not draw the host's state: ${String(error)}`);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// Catches a fault while rendering so the page never goes blank. One wraps the whole app and
// one each game screen: a fault in a game leaves the rest of the app working. The message is
// in the person's language, with Home, "download this game" (the saved session exactly as
// stored, as JSON) and "report" (copies the error text). A game screen's boundary replaces
// the game host, so its wake lock is released while the message shows.
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { allStringsOfCurrentLang } from '../i18n/lang';
import { isStaleChunkError, StaleVersion } from './StaleVersion';

/** The message, in the person's language: its own chunk (it reads the saved games' store). */
const ErrorScreen = lazy(() =>
  // with all of the shell's strings (the first download has only the first screen's: i18n/shell.ts)
  Promise.all([import('./ErrorScreen'), allStringsOfCurrentLang()]).then(
    ([m]) => ({ default: m.ErrorScreen }),
    // not even that chunk can be read: the error text and a way home, in both languages
    () => ({
      default: ({ report }: { report: string }) => (
        <div className="page" role="alert">
          <pre>{report}</pre>
          <a className="btn" href="#/" lang="ru">
            Домой
          </a>{' '}
          <a className="btn" href="#/" lang="en">
            Home
          </a>
        </div>
      ),
    }),
  ),
);

interface Props {
  children: ReactNode;
  /** the open game's session, offered for download */
  sessionId?: string;
  /** a new value (another route) clears the fault */
  resetKey: string;
}

interface State {
  error: Error | null;
  stack: string;
  key: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, stack: '', key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, stack: '', key: props.resetKey };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ stack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    const { error, stack } = this.state;
    if (!error) return this.props.children;
    if (isStaleChunkError(error)) return <StaleVersion />;
    return (
      <Suspense fallback={null}>
        <ErrorScreen
          report={`${error.name}: ${error.message}\n${location.hash}\n${stack.trim()}`}
          sessionId={this.props.sessionId}
          onHome={() => this.setState({ error: null, stack: '' })}
        />
      </Suspense>
    );
  }
}

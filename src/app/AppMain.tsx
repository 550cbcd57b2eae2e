import type { ReactNode } from 'react';

/** The landmark every route renders in (App), and the home screen painted before the app runs (boot/). */
export function AppMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="app-main">
      {children}
    </main>
  );
}

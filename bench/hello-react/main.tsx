// The bare React 19 hello world the app's cold start is compared with (scripts/compare-cold-start.mjs).
// Its root component marks React's first commit from its layout effect, as the app's does
// (src/app/boot/mount.tsx): the bench reads that mark in both.
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function Mounted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark('react-mounted');
  }, []);
  return children;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Mounted>
      <h1>Hello, world</h1>
    </Mounted>
  </StrictMode>,
);

// The bare React 19 hello world the app's cold start is compared with (scripts/compare-cold-start.mjs).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);

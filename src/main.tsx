// Listen for the install offer before anything else: Chromium may fire it before React mounts.
// Inside another page's frame the app does not start (FramedNotice).
import './app/pwa/installPrompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { FramedNotice, isFramed } from './app/FramedNotice';
import './app/styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>{isFramed() ? <FramedNotice /> : <App />}</StrictMode>,
);

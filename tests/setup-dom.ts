// Every component test starts from a fresh IndexedDB, fresh stores and the home route.
import 'fake-indexeddb/auto';
// toBeInTheDocument, toBeVisible, toHaveTextContent … on vitest's expect
import '@testing-library/jest-dom/vitest';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetStores } from './store/resetStores';
import { loadShellStrings } from '../src/i18n/shell';

// the app fetches one language's shell strings before its first paint (main.tsx); screens
// rendered on their own here get both, so a test may switch language at any moment
await Promise.all([loadShellStrings('ru'), loadShellStrings('en')]);

// screens are driven click by click; a busy machine (other suites running) must not time them out:
// VP's companion round (undo, fix) took 10 s alone and 20 s at a load average of 18-28 on 2 cores
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
// findBy…/waitFor give up after 1 s by default: under a loaded CI machine a screen loaded on
// demand or a store write can take longer (errorBoundary.test.tsx failed 2 of 6 full runs at a
// load average of 10–19); a wrong screen still fails, only later
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetStores();
  window.location.hash = '';
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => {
  cleanup();
});

// Every component test starts from a fresh IndexedDB, fresh stores and the home route.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetPersistenceForTests } from '../src/store/persistence';
import { resetStores } from './store/resetStores';

// screens are driven click by click; a busy machine (other suites running) must not time them out
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetPersistenceForTests();
  resetStores();
  window.location.hash = '';
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => {
  cleanup();
});

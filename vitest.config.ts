import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // every core: vitest's default leaves one free, which on a 2-core machine is one worker
    // (219 s for the unit and component tests against 167 s with two)
    maxWorkers: availableParallelism(),
    // a hang still fails, but a test that plays many games is not failed for a busy machine:
    // speed is measured in bench/, not by timeouts (vitest's 5 s default failed random-play
    // tests under load)
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});

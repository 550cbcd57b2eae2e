// Browser tests: vitest in node drives the built app (dist/) in Debian's Chromium through
// playwright-core. `npm run build` first; globalSetup serves dist/ on BASE (port 5181).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // the multi-phone test runs inside a private network namespace: `npm run test:e2e:multi`
    exclude: process.env.PT_PRIVATE_NET ? [] : ['tests/e2e/multi*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // one browser at a time: files share the preview server and the machine's CPU
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});

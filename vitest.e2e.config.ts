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
    // three one-phone files at a time: a file waits on the app (minimum view times, bot pace,
    // storage) most of its run, so on this 2-core machine one at a time took 820 s (CPU 69 %
    // idle), two 524 s (27 % idle), three 408 s (11 % idle), every test passing. The
    // several-phones files start two or three Chromiums each and wait on links and
    // reconnections (27 % idle one at a time): two at a time, 252 s → 200 s for 12 tests
    maxWorkers: process.env.PT_PRIVATE_NET ? 2 : 3,
    // a hang still fails; a busy machine does not (double-tap's Deluxe companion walk took 42 s
    // alone and ran past 60 s at a load average of 20 on 2 cores)
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

// Build step (issue 32, first screen): the first chunk starts with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment). Its code
// is React, ReactDOM and the home screen, most of which runs before React's first commit: V8 then
// compiles all of it while the chunk streams in, on a background thread, instead of compiling
// each function on the main thread the first time it is called (lazily), during the module's
// evaluation and the hydration of home. It costs 19 bytes gzip of the first download.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** the app's entry: its chunk is the first one (vite.config.ts codeSplitting) */
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;

export function compileHints(): Plugin {
  return {
    name: 'pocket-table:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after minification (the hint must stay the chunk's first line)
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle))
          if (item.type === 'chunk' && item.moduleIds.some((id) => APP_ENTRY.test(id)))
            item.code = COMPILE_HINT + item.code;
      },
    },
  };
}

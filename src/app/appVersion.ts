// This build's version (vite.config.ts defines it at build time; 'dev' in tests and the dev
// server), said by phones when they link (issue 24 item 13).
export const APP_VERSION: string = (import.meta.env.VITE_APP_BUILD as string | undefined) ?? 'dev';

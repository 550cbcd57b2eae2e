// The types of scripts/css-preload-helper.js (Vite's helper's signature), for its tests.
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T>;

// Serves the already built dist/ with `vite preview` on the e2e port for the whole run.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BASE, DIST, E2E_PORT, ROOT } from './config';

let server: ChildProcess | undefined;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`vite preview exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms: ${String(lastError)}`);
}

export default async function setup(): Promise<() => Promise<void>> {
  if (!existsSync(resolve(DIST, 'index.html')) || !existsSync(resolve(DIST, 'sw.js'))) {
    throw new Error(`${DIST} is not built: run "npm run build" before the browser tests.`);
  }
  const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  server = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(E2E_PORT), '--strictPort', '--outDir', DIST],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' },
  );
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitForServer(`${BASE}/`, 30_000);
  } catch (e) {
    stop();
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return async () => stop();
}

function stop(): void {
  if (!server || server.exitCode != null || server.pid == null) return;
  try {
    // the whole process group: vite may have children
    process.kill(process.platform !== 'win32' ? -server.pid : server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
  server = undefined;
}

// Issue 33 "Scale" (no task over 200 ms at 4× CPU throttle at start): the app's first chunk is
// evaluated in one task, and when its first screen's strings are already in (the boot script ran
// them), the hydration of home ran in that task's microtasks: 100–230 ms at 4× in one task
// (bench/start-long-tasks.md). React's first commit now starts a task of its own, queued ahead of
// the browser's ordinary tasks where the browser can (scheduler.postTask, 'user-blocking').

interface PostTask {
  postTask?: (fn: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;
}

/** Runs `fn` in a task of its own, not in the microtasks of the one running now. An error it
 *  throws is reported as an uncaught one would be. */
export function inTaskOfItsOwn(fn: () => void, win: object = globalThis): void {
  const scheduler = (win as { scheduler?: PostTask }).scheduler;
  if (scheduler?.postTask) {
    scheduler.postTask(fn, { priority: 'user-blocking' }).catch((e: unknown) => reportError(e));
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

// What the start scripts share to stop everything they started when they are told to stop.

/**
 * Calls `callback` once the process that started this one has gone. `npm start` runs a script
 * through `sh -c`; a process manager that signals only npm gets npm to pass the signal to that
 * shell, which dies without passing it on, so the script learns of it only by being orphaned.
 */
export function onParentExit(callback, intervalMs = 250) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    callback();
  }, intervalMs);
  timer.unref();
}

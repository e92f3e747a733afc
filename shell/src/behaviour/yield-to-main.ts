interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so start-up runs as several short tasks the
 * browser can paint and take input between, instead of one long task. `scheduler.yield()` where
 * the browser has it (the continuation runs before other queued tasks); a zero-delay timeout
 * elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

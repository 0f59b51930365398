// Ends the session after a period without pointer, keyboard, touch or scroll activity. Activity only
// records a time stamp (at most once per throttle window); one timer checks it when it could have run out.
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  target?: Window;
  throttleMs?: number;
  /** other tabs of the app share activity through this channel, so working in one keeps the others alive */
  channelName?: string;
}

export function startIdleTimer({ timeoutMs, onIdle, target = window, throttleMs = 1000, channelName = 'coop-activity' }: IdleTimerOptions): () => void {
  let lastActivity = Date.now();
  let lastRecorded = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;

  const onActivity = () => {
    const now = Date.now();
    if (now - lastRecorded < throttleMs) return;
    lastRecorded = now;
    lastActivity = now;
    channel?.postMessage(now);
  };
  const onRemoteActivity = (event: MessageEvent) => {
    if (typeof event.data === 'number' && event.data > lastActivity) lastActivity = event.data;
  };

  const check = () => {
    if (stopped) return;
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(check, timeoutMs - idleFor);
  };
  // background tabs' timers are throttled: check again as soon as the tab is visible
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    channel?.removeEventListener('message', onRemoteActivity);
    channel?.close();
  }

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  channel?.addEventListener('message', onRemoteActivity);
  timer = setTimeout(check, timeoutMs);
  return stop;
}

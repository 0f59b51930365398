// When this user last opened the notifications panel on this device: newer notifications count as unread.
// Device-local UI state, not part of the session (kept apart from the spec's session keys).
const KEY = 'notifications_seen';

export function readSeenAt(userKey: string): number {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { user?: string; at?: number } | null;
    return parsed?.user === userKey && typeof parsed.at === 'number' ? parsed.at : 0;
  } catch {
    return 0;
  }
}

export function writeSeenAt(userKey: string, at: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ user: userKey, at }));
  } catch {
    // storage full or blocked: the badge simply counts everything again
  }
}

// What follows a call on this side, once per outcome this screen saw: `useWhenDone` runs with each new accepted reply
// (the signed-in user patched, the saved card remembered), `useWhenFailed` with each new refusal of a quiet call (its
// alert). A reply or refusal already in the store when the screen mounts is an old one: it does not run again.
import { useEffect, useRef } from 'react';

export function useWhenDone<Reply>(call: { done: boolean; reply: unknown }, then: (reply: Reply) => void): void {
  const thenRef = useRef(then);
  thenRef.current = then;
  const { done, reply } = call;
  const handled = useRef(done ? reply : undefined);
  useEffect(() => {
    if (!done || reply === handled.current) return;
    handled.current = reply;
    thenRef.current(reply as Reply);
  }, [done, reply]);
}

export function useWhenFailed(call: { error: string | null }, then: (message: string) => void): void {
  const thenRef = useRef(then);
  thenRef.current = then;
  const { error } = call;
  const handled = useRef(error);
  useEffect(() => {
    if (error === handled.current) return;
    handled.current = error;
    if (error) thenRef.current(error);
  }, [error]);
}

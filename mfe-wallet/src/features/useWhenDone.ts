// Runs `then` once with the accepted reply each time a call goes through: what follows a change on this side (the
// signed-in user patched, the saved card remembered). The reply is the call's own; nothing is kept in a slice.
import { useEffect, useRef } from 'react';

export function useWhenDone<Reply>(call: { done: boolean; reply: unknown }, then: (reply: Reply) => void): void {
  const thenRef = useRef(then);
  thenRef.current = then;
  const { done, reply } = call;
  useEffect(() => {
    if (done) thenRef.current(reply as Reply);
  }, [done, reply]);
}

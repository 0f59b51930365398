// Reads that several components on a page ask for at the same moment (every shareholding gate, the tabs' header and
// the regular tab) share one request: a caller arriving while it is on its way gets the same answer.
export function sharedRead<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

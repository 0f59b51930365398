// A read's three flags as one value (loading, the data, the error): what the savings plan screens' parts take from
// a `useLoad` result.
export interface Loadable<T> {
  loading: boolean;
  data: T | null;
  error: string | null;
}

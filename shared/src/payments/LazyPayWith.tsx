// PayWith loads with the first payment form, not with every page: the sign-in page never fetches it.
import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/Spinner';
import type { PayWithProps } from './types';

const LoadedPayWith = lazy(() => import('./PayWith').then((m) => ({ default: m.PayWith })));

export function PayWith(props: PayWithProps) {
  return (
    <Suspense fallback={<Spinner label="Loading payment options…" />}>
      <LoadedPayWith {...props} />
    </Suspense>
  );
}

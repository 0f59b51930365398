import { Suspense, use } from 'react';
import { loadPages } from './remotes/remoteLoader';

let pagesPromise: ReturnType<typeof loadPages> | undefined;

function SignIn() {
  const pages = use((pagesPromise ??= loadPages('mfe_auth')));
  const Page = pages.SignIn;
  return <Page />;
}

export function App() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <SignIn />
    </Suspense>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Routes } from '@coop/shared/core';
import { AlertModal } from '../alert/AlertModal';
import type { InjectableStore } from '@coop/shared/core';
import { Spinner } from '../ui/Spinner';
import { NavigatorBridge } from './NavigatorBridge';
import styles from './StandaloneHost.module.css';

/** What the shell puts around a remote's pages (store, router, saga navigation, alert modal), for its `dev` page. */
export function StandaloneHost({ store, children }: { store: InjectableStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <NavigatorBridge />
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size="large" label="Loading page…" />
            </div>
          }
        >
          <Routes>{children}</Routes>
        </Suspense>
        <AlertModal />
      </BrowserRouter>
    </Provider>
  );
}

import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { AlertModal, Spinner, type InjectableStore, BrowserRouter, Navigate, Route, Routes } from '@coop/shared';
import pages from '../exposes/pages';
import { NavigatorBridge } from './NavigatorBridge';
import { SignedInPage } from './SignedInPage';
import { SIGNED_IN_PATH } from './sessionSaga';
import styles from './StandaloneApp.module.css';

const { SignUp, SignIn, ForgotPassword, VerifyEmail, VerifyPassword } = pages;

function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="large" />
    </div>
  );
}

/** The five auth routes as the shell mounts them, plus a signed-in page, for `pnpm --filter mfe-auth dev`. */
export function StandaloneApp({ store }: { store: InjectableStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <NavigatorBridge />
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/signup" element={<SignUp />} />
            <Route path="/signin" element={<SignIn />} />
            <Route path="/forgot-password" element={<ForgotPassword />} />
            <Route path="/verify-email/:id" element={<VerifyEmail />} />
            <Route path="/verify-password/:id" element={<VerifyPassword />} />
            <Route path={SIGNED_IN_PATH} element={<SignedInPage />} />
            <Route path="*" element={<Navigate to="/signin" replace />} />
          </Routes>
        </Suspense>
        <AlertModal />
      </BrowserRouter>
    </Provider>
  );
}

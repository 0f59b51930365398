import { type InjectableStore, Navigate, Route } from '@coop/shared';
import { StandaloneHost } from '@coop/shared/standalone';
import pages from '../exposes/pages';
import { SignedInPage } from './SignedInPage';
import { SIGNED_IN_PATH } from './sessionSaga';

const { SignUp, SignIn, ForgotPassword, VerifyEmail, VerifyPassword } = pages;

/** The five auth routes as the shell mounts them, plus a signed-in page, for `pnpm --filter mfe-auth dev`. */
export function StandaloneApp({ store }: { store: InjectableStore }) {
  return (
    <StandaloneHost store={store}>
      <Route path="/signup" element={<SignUp />} />
      <Route path="/signin" element={<SignIn />} />
      <Route path="/forgot-password" element={<ForgotPassword />} />
      <Route path="/verify-email/:id" element={<VerifyEmail />} />
      <Route path="/verify-password/:id" element={<VerifyPassword />} />
      <Route path={SIGNED_IN_PATH} element={<SignedInPage />} />
      <Route path="*" element={<Navigate to="/signin" replace />} />
    </StandaloneHost>
  );
}

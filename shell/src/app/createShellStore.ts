import { authReducer, createInjectableStore, type InjectableStore } from '@coop/shared';
import { authSaga } from '../session/authSaga';

/** The suite's one store: the alert and auth slices, the shell's session saga, and room for remote features. */
export function createShellStore(): InjectableStore {
  return createInjectableStore({ auth: authReducer }, authSaga);
}

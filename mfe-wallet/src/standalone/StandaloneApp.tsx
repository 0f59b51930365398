import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, NavLink, Route } from '@coop/shared';
import { StandaloneHost } from '@coop/shared/standalone';
import { Button, Card, loginRequest, logout, selectAuth, Spinner, TextField, type InjectableStore } from '@coop/shared';
import admin from '../exposes/admin';
import pages from '../exposes/pages';
import styles from './StandaloneApp.module.css';

const { Wallet, Settings, AccountStatement, Transactions } = pages;

/** Standalone only: the shell owns sign-in; this lets the remote be run against the API on its own. */
function SignIn() {
  const dispatch = useDispatch();
  const { loggingIn, user } = useSelector(selectAuth);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (user) return <Navigate to="/wallet" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(loginRequest({ email: email.trim(), password }));
  };
  return (
    <form className={styles.signin} onSubmit={submit}>
      <h1>Sign in to the wallet remote</h1>
      <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      <Button type="submit" loading={loggingIn}>
        Sign In
      </Button>
    </form>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSelector(selectAuth);
  const dispatch = useDispatch();
  if (!user) return <Navigate to="/signin" replace />;
  const isAdmin = user.role === 'SA' || user.role === 'ADMIN';
  return (
    <>
      <header className={styles.bar}>
        <span className={styles.brand}>mfe-wallet (standalone)</span>
        <nav className={styles.nav} aria-label="Pages">
          <NavLink to="/wallet">Wallet</NavLink>
          <NavLink to="/transactions">Transactions</NavLink>
          <NavLink to="/account_statement">Account statement</NavLink>
          <NavLink to="/settings">Account</NavLink>
          {isAdmin && <NavLink to="/dashboard">Admin panels</NavLink>}
        </nav>
        <Button variant="ghost" onClick={() => dispatch(logout({ reason: 'user' }))}>
          Sign Out
        </Button>
      </header>
      <main>{children}</main>
    </>
  );
}

/** The admin panels as the shell's /dashboard shows them. */
function AdminPanels() {
  return (
    <div className={styles.admin}>
      <h1>Dashboard</h1>
      {admin.panels.map(({ id, title, component: Panel }) => (
        <Card key={id} title={title}>
          <Suspense fallback={<Spinner label={`Loading ${title}…`} />}>
            <Panel />
          </Suspense>
        </Card>
      ))}
    </div>
  );
}

/** The four routes as the shell mounts them, plus the admin panels, for `pnpm --filter mfe-wallet dev`. */
export function StandaloneApp({ store }: { store: InjectableStore }) {
  return (
    <StandaloneHost store={store}>
      <Route path="/signin" element={<SignIn />} />
      <Route path="/wallet" element={<SignedIn><Wallet /></SignedIn>} />
      <Route path="/settings" element={<SignedIn><Settings /></SignedIn>} />
      <Route path="/account_statement" element={<SignedIn><AccountStatement /></SignedIn>} />
      <Route path="/transactions" element={<SignedIn><Transactions /></SignedIn>} />
      <Route path="/dashboard" element={<SignedIn><AdminPanels /></SignedIn>} />
      <Route path="*" element={<Navigate to="/wallet" replace />} />
    </StandaloneHost>
  );
}

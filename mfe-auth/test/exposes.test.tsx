import { isValidElement, type LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import { render, screen } from '@testing-library/react';
import feature from '../src/exposes/feature';
import pages from '../src/exposes/pages';
import { featureSaga } from '../src/features/saga';
import { AuthLayout } from '../src/components/AuthLayout';

describe('the remote contract', () => {
  it('exposes the feature with its calls state empty (the kit model: no slice of its own)', () => {
    expect(feature.key).toBe('mfe_auth');
    expect(typeof feature.saga).toBe('function');
    expect(feature.reducer(undefined, { type: '@@init' })).toEqual({ calls: { byId: {}, version: 0 } });
  });

  it("fetches its saga's code when the store's sagas start, not with ./feature", async () => {
    expect(typeof feature.loadSaga).toBe('function');
    const saga = await feature.loadSaga!();
    expect(saga).toBe(featureSaga);
  });

  it('on a shell whose core predates loadSaga, its saga fetches the same saga and runs it', async () => {
    const running = feature.saga!();
    const fetched = running.next();
    expect(fetched.done).toBe(false);
    const saga = await (fetched.value as Promise<typeof featureSaga>);
    // the yielded promise resolves to the real root saga; handed back, the wrapper runs it (its first effect is all([...]))
    const first = running.next(saga);
    expect(first.value).toEqual(featureSaga().next().value);
  });

  it('keys the feature by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
  });

  it('exposes the five pages, each loaded lazily', () => {
    expect(Object.keys(pages).sort()).toEqual(['ForgotPassword', 'SignIn', 'SignUp', 'VerifyEmail', 'VerifyPassword']);
    for (const page of Object.values(pages)) {
      expect((page as LazyExoticComponent<never>).$$typeof).toBe(Symbol.for('react.lazy'));
      expect(isValidElement(page)).toBe(false);
    }
  });
});

describe('release label', () => {
  const original = process.env.MFE_RELEASE_LABEL;
  afterEach(() => {
    if (original === undefined) delete process.env.MFE_RELEASE_LABEL;
    else process.env.MFE_RELEASE_LABEL = original;
  });

  it('is not shown for an ordinary build', () => {
    delete process.env.MFE_RELEASE_LABEL;
    render(<AuthLayout title="Sign In">form</AuthLayout>);
    expect(screen.queryByText(/^Release:/)).not.toBeInTheDocument();
  });

  it('is shown under the welcome banner when the build names one', () => {
    process.env.MFE_RELEASE_LABEL = 'auth-2024.11.2';
    render(<AuthLayout title="Sign In">form</AuthLayout>);
    expect(screen.getByText('Release: auth-2024.11.2')).toBeInTheDocument();
  });
});

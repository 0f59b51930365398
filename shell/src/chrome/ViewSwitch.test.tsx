import { screen } from '@testing-library/react';
import { ViewSwitch } from './ViewSwitch';
import { renderWithProviders } from '../testing/renderApp';
import { ADMIN, MEMBER } from '../testing/fixtures';

describe('ViewSwitch', () => {
  it('offers an administrator the member app from the console, and the console from anywhere else', async () => {
    await renderWithProviders(<ViewSwitch user={ADMIN} />, { path: '/dashboard/audit', user: ADMIN });
    expect(screen.getByRole('link', { name: 'Member view' })).toHaveAttribute('href', '/savings');
    await renderWithProviders(<ViewSwitch user={ADMIN} />, { path: '/wallet', user: ADMIN });
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/dashboard');
  });

  it('is not there for a member', async () => {
    await renderWithProviders(<ViewSwitch user={MEMBER} />, { path: '/wallet', user: MEMBER });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

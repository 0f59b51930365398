import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@coop/shared/core';
import { pageFrom, useSearchParam, useUrlParam } from './useSearchParam';

function Where() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function Member() {
  const [email, setEmail] = useSearchParam('email');
  return (
    <>
      <p>member: {email ?? 'none'}</p>
      <button type="button" onClick={() => setEmail('ada@example.com', { drop: ['page'] })}>
        Look up Ada
      </button>
      <button type="button" onClick={() => setEmail('')}>
        Clear
      </button>
      <Where />
    </>
  );
}

function Filter() {
  const [status, setStatus] = useUrlParam('status', ['pending', 'approved'] as const, 'pending');
  return (
    <>
      <p>status: {status}</p>
      <button type="button" onClick={() => setStatus('approved')}>
        Approved
      </button>
      <button type="button" onClick={() => setStatus('pending')}>
        Pending
      </button>
      <Where />
    </>
  );
}

const at = (url: string, page: ReactElement) => render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);

describe('useSearchParam', () => {
  it('reads the parameter, sets it keeping the others, drops what it is told to, and removes it on empty', async () => {
    at('/savings?tab=members&page=3', <Member />);
    expect(screen.getByText('member: none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look up Ada' }));
    expect(screen.getByText('member: ada@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=members&email=ada%40example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('member: none')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=members');
  });
});

describe('useUrlParam', () => {
  it('reads a known value, anything else as the fallback, and leaves the fallback out of the URL', async () => {
    at('/loans?status=approved&q=ada', <Filter />);
    expect(screen.getByText('status: approved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByText('status: pending')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?q=ada');
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=ada&status=approved');
  });

  it('reads an unknown value as the fallback', () => {
    at('/loans?status=nonsense', <Filter />);
    expect(screen.getByText('status: pending')).toBeInTheDocument();
  });
});

describe('pageFrom', () => {
  it('reads a whole number from 1, anything else as page 1', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
  });
});

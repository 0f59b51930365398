import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/wallet">Wallet</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title and closes with ×', async () => {
    render(<Harness />);
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click on the backdrop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });
});

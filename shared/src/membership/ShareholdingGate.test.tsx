import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setRuntimeConfig } from '@coop/shared/core';
import { mockApi } from '@coop/shared/testing';
import { ShareholdingFundingDialog, shareholdingGateText, useShareholdingGuard, type ShareholdingFigures } from './ShareholdingGate';

const BELOW: ShareholdingFigures = { balance: '2000.00', minimum: '5000.00', minimum_met: false, shortfall: '3000.00' };
const MET: ShareholdingFigures = { balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' };

function Harness({ start, action, onPay, pending = false }: { start: ShareholdingFigures; action: () => void; onPay: jest.Mock; pending?: boolean }) {
  const [holding, setHolding] = useState(start);
  const gate = useShareholdingGuard(holding.minimum_met);
  return (
    <>
      <button type="button" onClick={() => gate.guard(action)}>
        Request Loan
      </button>
      <button type="button" onClick={() => setHolding(MET)}>
        Shares paid
      </button>
      <ShareholdingFundingDialog
        open={gate.open}
        text={(minimum) => shareholdingGateText(minimum, 'Request for Loan')}
        holding={{ data: holding, error: null, onRetry: () => undefined }}
        fund={{ pending, error: null }}
        onPay={onPay}
        onClose={gate.close}
      />
    </>
  );
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api/' });
  mockApi({
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }] } },
    'GET getCards': { body: [] },
    'GET show_wallet_balance': { body: { success: true, balance: '10000.00' } },
  });
});

describe('the shareholding gate', () => {
  it('runs the action at once when the minimum is met', async () => {
    const action = jest.fn();
    render(<Harness start={MET} action={action} onPay={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Loan' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('below the minimum opens "Shareholding Funding", pays the shortfall, and runs the action once the minimum is met', async () => {
    const action = jest.fn();
    const onPay = jest.fn();
    render(<Harness start={BELOW} action={action} onPay={onPay} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
    expect(action).not.toHaveBeenCalled();
    expect(within(dialog).getByText('A minimum of ₦5,000.00 is required in your Shareholding before you can Request for Loan')).toBeInTheDocument();
    expect(dialog.querySelector('dl')).toHaveTextContent('Minimum Shareholding:₦5,000.00Your Shareholding:₦2,000.00To pay now:₦3,000.00');

    const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toBeEnabled());
    await userEvent.click(wallet);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fund Shareholding' }));
    expect(onPay).toHaveBeenCalledWith({ payment_method: 'Wallet' }, '3000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Shares paid', hidden: true }));
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forgets the action when the member closes the dialog, and stays open while a payment is on its way', async () => {
    const action = jest.fn();
    const { rerender } = render(<Harness start={BELOW} action={action} onPay={jest.fn()} pending />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Shareholding Funding' })).toBeInTheDocument();

    rerender(<Harness start={BELOW} action={action} onPay={jest.fn()} />);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Shares paid' }));
    expect(action).not.toHaveBeenCalled();
  });
});

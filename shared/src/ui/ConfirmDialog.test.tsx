import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const LINES: ConfirmDialogProps['lines'] = [
  { label: 'Amount', amount: '1500000.5' },
  { label: 'Card processing fee', amount: '2100.00' },
  { label: 'Total', amount: '1502100.50', total: true },
  { label: 'To', text: 'Access Bank (******0031)' },
];

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(<ConfirmDialog open title="Confirm payment" lines={LINES} confirmLabel="Pay now" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel, ...view };
}

const valueOf = (label: string) => within(screen.getByRole('dialog', { name: 'Confirm payment' })).getByText(label).nextElementSibling;

describe('ConfirmDialog', () => {
  it('shows each line with amounts in naira and the destination as text', () => {
    renderDialog({ intro: 'You are about to withdraw' });
    expect(screen.getByRole('dialog', { name: 'Confirm payment' })).toHaveTextContent('You are about to withdraw');
    expect(valueOf('Amount')).toHaveTextContent('₦1,500,000.50');
    expect(valueOf('Card processing fee')).toHaveTextContent('₦2,100.00');
    expect(valueOf('Total')).toHaveTextContent('₦1,502,100.50');
    expect(valueOf('To')).toHaveTextContent('Access Bank (******0031)');
  });

  it('confirms or cancels', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy, nothing can be pressed twice and the dialog cannot be closed', async () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog', { name: 'Confirm payment' }), new Event('cancel', { cancelable: true }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows an error and lets the member try again', async () => {
    const { onConfirm } = renderDialog({ error: 'Insufficient balance: your available balance is ₦1,000.00' });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance: your available balance is ₦1,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('shows nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

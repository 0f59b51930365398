// The kit as the tab pages use it: a Quick Save locked to one target, and the gate in front of Create Target.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { Button } from '@coop/shared';
import { signIn } from '@coop/shared/testing';
import { useShareholdingGate } from '../../src/components/gate';
import { QuickSaveDialog } from '../../src/components/quickSave/QuickSaveDialog';
import { BELOW_MINIMUM, savingsApi } from '../support/homeFixtures';
import { renderPage } from '../support/renderPage';

function CreateTarget() {
  const gate = useShareholdingGate('target');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => gate.guard(() => setOpen(true))}>Create Target</Button>
      {open && <p>Create form</p>}
      {gate.dialog}
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

it('locks Quick Save to the target a tab page names, with its remaining amount', async () => {
  savingsApi();
  renderPage(<QuickSaveDialog open onClose={() => undefined} initialPackage="target" lockPackage targetId={42} />);
  const dialog = screen.getByRole('dialog', { name: 'Fund Your Account' });
  expect(within(dialog).getByLabelText('Select Package')).toBeDisabled();
  expect(within(dialog).getByLabelText('Select Package')).toHaveDisplayValue('Target Savings');
  const targets = await within(dialog).findByLabelText('Select Target Plan');
  expect(targets).toBeDisabled();
  expect(targets).toHaveDisplayValue('Rent');
  expect(targets).toHaveAccessibleDescription('Remaining amount to complete plan is ₦100,000.00');
});

it('puts the gate in front of Create Target with the target words', async () => {
  savingsApi({ 'GET share_holding': { body: BELOW_MINIMUM } });
  const { user } = renderPage(<CreateTarget />);
  await user.click(screen.getByRole('button', { name: 'Create Target' }));
  const gate = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
  expect(await within(gate).findByText('A minimum of ₦5,000.00 is required in your Shareholding before you can create a Target')).toBeInTheDocument();
  expect(screen.queryByText('Create form')).not.toBeInTheDocument();
});

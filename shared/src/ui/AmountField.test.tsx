import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountField, useAmountField } from './AmountField';
import { formatAmountTyping, readAmountField } from './AmountFieldValue';
import type { AmountLimits } from './AmountFieldValue';

function Form({ limits, onAmount }: { limits?: AmountLimits; onAmount: (amount: string) => void }) {
  const amount = useAmountField(limits);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = amount.read();
        if ('amount' in read) onAmount(read.amount);
      }}
    >
      <AmountField label="Enter Amount" {...amount.field} />
      <button type="submit">Continue</button>
    </form>
  );
}

function renderForm(limits?: AmountLimits) {
  const onAmount = jest.fn();
  render(<Form limits={limits} onAmount={onAmount} />);
  return { onAmount, input: screen.getByLabelText('Enter Amount') as HTMLInputElement, submit: () => userEvent.click(screen.getByRole('button', { name: 'Continue' })) };
}

describe('AmountField', () => {
  it('shows thousand separators as the member types and hands over the plain decimal string', async () => {
    const { input, submit, onAmount } = renderForm();
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1500000.50');
    expect(input).toHaveValue('1,500,000.50');
    await submit();
    expect(onAmount).toHaveBeenCalledWith('1500000.50');
  });

  it('keeps only digits and one decimal point', async () => {
    const { input, submit, onAmount } = renderForm();
    await userEvent.type(input, '₦2a5-00.5.0');
    expect(input).toHaveValue('2,500.50');
    await submit();
    expect(onAmount).toHaveBeenCalledWith('2500.50');
  });

  it('keeps the caret after the digit it followed when a digit goes in the middle', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '1500');
    expect(input).toHaveValue('1,500');
    input.setSelectionRange(1, 1); // "1|,500"
    await userEvent.type(input, '2', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('12,500');
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('0'); // typing on where the caret was put back
    expect(input).toHaveValue('120,500');
    expect(input.selectionStart).toBe(3);
  });

  it('leaves the caret where it was when a character is refused', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '1500');
    await userEvent.type(input, 'a', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('1,500');
    expect(input.selectionStart).toBe(1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('19,500');
  });

  it('shows the messages of the wallet’s amount rules under the field', async () => {
    const { input, submit, onAmount } = renderForm();
    await submit();
    expect(input).toHaveAccessibleDescription('this field is required');
    await userEvent.type(input, '100.555');
    await submit();
    expect(input).toHaveAccessibleDescription('Enter an amount in naira, with at most 2 decimals (for example 1500 or 1500.50)');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await submit();
    expect(input).toHaveAccessibleDescription('The amount must be more than ₦0.00');
    expect(input).toBeInvalid();
    expect(onAmount).not.toHaveBeenCalled();
  });

  it('refuses amounts outside min and max with the limits in naira', async () => {
    const { input, submit, onAmount } = renderForm({ min: '100.00', max: '1000000.00' });
    await userEvent.type(input, '99.99');
    await submit();
    expect(input).toHaveAccessibleDescription('The amount must be at least ₦100.00');
    await userEvent.clear(input);
    await userEvent.type(input, '1000000.01');
    await submit();
    expect(input).toHaveAccessibleDescription('The amount must be at most ₦1,000,000.00');
    await userEvent.clear(input);
    await userEvent.type(input, '1000000');
    await submit();
    expect(input).not.toHaveAccessibleDescription();
    expect(onAmount).toHaveBeenCalledWith('1000000.00');
  });

  it('is a plain controlled field for screens that hold the text themselves', async () => {
    const onChange = jest.fn();
    render(<AmountField label="Amount" value="12,000" onChange={onChange} hint="In naira" />);
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    expect(onChange).toHaveBeenLastCalledWith('120,005');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('In naira');
  });
});

describe('the amount text', () => {
  it('reads exact decimals and refuses what is not an amount', () => {
    expect(readAmountField('1,500.5')).toEqual({ amount: '1500.50' });
    expect(readAmountField('0.1')).toEqual({ amount: '0.10' });
    expect(readAmountField('10.005')).toEqual({ error: expect.stringContaining('at most 2 decimals') });
    expect(readAmountField('-5')).toHaveProperty('error');
    expect(readAmountField('100', { min: '100.00' })).toEqual({ amount: '100.00' });
  });

  it('moves the caret with the separators', () => {
    expect(formatAmountTyping('1500')).toEqual({ text: '1,500', caret: 5 });
    expect(formatAmountTyping('1500', 1)).toEqual({ text: '1,500', caret: 1 });
    expect(formatAmountTyping('1,5000', 6)).toEqual({ text: '15,000', caret: 6 });
    expect(formatAmountTyping('', 0)).toEqual({ text: '', caret: 0 });
  });
});

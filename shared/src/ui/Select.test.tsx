import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  it('has a visible label, a placeholder choice and reports changes', async () => {
    const onChange = jest.fn();
    render(
      <Select label="Frequency" placeholder="Choose how often" options={[{ value: 'Daily', label: 'Daily' }, { value: 'Weekly', label: 'Weekly' }]} value="" onChange={(e) => onChange(e.target.value)} />,
    );
    const select = screen.getByLabelText('Frequency');
    expect(screen.getByText('Frequency').tagName).toBe('LABEL');
    expect(screen.getByRole('option', { name: 'Choose how often' })).toHaveValue('');
    await userEvent.selectOptions(select, 'Weekly');
    expect(onChange).toHaveBeenCalledWith('Weekly');
  });

  it('describes an error', () => {
    render(<Select label="Bank" options={[]} error="this field is required" />);
    expect(screen.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('this field is required');
  });
});

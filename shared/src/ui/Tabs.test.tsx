import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'regular', label: 'Regular', panel: <p>Regular savings</p> },
  { id: 'target', label: 'Target', panel: <p>Target savings</p> },
  { id: 'savetoloan', label: 'Save to loan', panel: <p>Save to loan savings</p> },
];

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab controls the visible panel', async () => {
    render(<Tabs label="Savings" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Regular' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Regular' })).toHaveTextContent('Regular savings');
    await userEvent.click(screen.getByRole('tab', { name: 'Target' }));
    expect(screen.getByRole('tabpanel', { name: 'Target' })).toHaveTextContent('Target savings');
    expect(screen.queryByText('Regular savings')).not.toBeInTheDocument();
  });

  it('moves with arrow keys, Home and End, wrapping, with one tab in the tab order', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Savings" tabs={TABS} onChange={onChange} />);
    const regular = screen.getByRole('tab', { name: 'Regular' });
    regular.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Save to loan' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Save to loan' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(regular).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Save to loan' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(regular).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('regular');
    expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('follows a controlled value', () => {
    render(<Tabs label="Savings" tabs={TABS} value="target" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Target' })).toHaveAttribute('aria-selected', 'true');
  });
});

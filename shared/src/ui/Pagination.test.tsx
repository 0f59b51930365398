import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows "Page x of y" and moves with Previous / Next', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} lastPage={5} onPageChange={onPageChange} label="Members pages" />);
    const nav = screen.getByRole('navigation', { name: 'Members pages' });
    expect(nav).toHaveTextContent('Page 2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the edges', () => {
    const { rerender } = render(<Pagination page={1} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

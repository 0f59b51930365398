import { render, screen } from '@testing-library/react';
import { StatusBadge, statusMap } from './StatusBadge';

const LOAN = statusMap({ 0: ['PENDING', 'warning'], 1: ['ACTIVE', 'success'] });

describe('statusMap and StatusBadge', () => {
  it('pairs each status’s label with its tone', () => {
    expect(LOAN).toEqual({ 0: { label: 'PENDING', tone: 'warning' }, 1: { label: 'ACTIVE', tone: 'success' } });
    expect(statusMap({ paid: ['Paid', 'success'] }).paid).toEqual({ label: 'Paid', tone: 'success' });
  });

  it('shows a status’s label, another wording when given, and an unknown status as itself', () => {
    const { rerender } = render(<StatusBadge map={LOAN} status={1} />);
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    rerender(<StatusBadge map={LOAN} status={0} label="Offer needed" />);
    expect(screen.getByText('Offer needed')).toBeInTheDocument();
    rerender(<StatusBadge map={LOAN as Record<number, { label: string; tone: 'neutral' }>} status={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});

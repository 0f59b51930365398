import { render, screen } from '@testing-library/react';
import { isYours, YoursMark, YoursNote } from './Yours';

describe('the administrator’s own case', () => {
  it('counts a row as yours only when the API says so', () => {
    expect(isYours({ id: 1, yours: true })).toBe(true);
    expect(isYours({ id: 1, yours: false })).toBe(false);
    expect(isYours({ id: 1 })).toBe(false);
  });

  it('marks it and says who decides instead', () => {
    render(
      <>
        <YoursMark />
        <YoursNote thing="loan" />
      </>,
    );
    expect(screen.getAllByText('Yours')).toHaveLength(2);
    expect(screen.getByText(/This is your own loan: another administrator must decide on it\./)).toBeInTheDocument();
  });
});

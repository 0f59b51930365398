import { render, screen } from '@testing-library/react';
import { BankAccountDetails } from './BankAccountDetails';

it('lists the bank account on file under "Bank details"', () => {
  render(<BankAccountDetails account={{ bank_name: 'Guaranty Trust Bank', account_name: 'AMAKA OBI', account_no: '0123456785' }} />);
  expect(screen.getByLabelText('Bank details')).toHaveTextContent('Bank NameGuaranty Trust BankAccount NameAMAKA OBIAccount Number0123456785');
});

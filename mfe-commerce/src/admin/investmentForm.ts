// The create-investment form's values, its checks (the API's rules: investments/body.ts `investmentFields`) and
// the multipart body of `admin/investments`.
import { addNaira, lagosToday, typedAmount, typedAmountOrZero } from '@coop/shared';
import type { InvestmentKind } from '@coop/api/contract';
import { MAX_PICTURE_BYTES } from './productForm';

export const MAX_UNITS = 1_000_000;

export interface InvestmentFormValues {
  kind: InvestmentKind;
  investment_type: string;
  category_id: string;
  current_value: string;
  expected_returns: string;
  units: string;
  insurance_partner: string;
  start_date: string;
  application_date: string;
  maturity_date: string;
  description: string;
  picture: File | null;
}

export type InvestmentFormErrors = Partial<Record<keyof InvestmentFormValues, string>>;

export const emptyInvestment = (): InvestmentFormValues => ({
  kind: 'market',
  investment_type: '',
  category_id: '',
  current_value: '',
  expected_returns: '',
  units: '',
  insurance_partner: '',
  start_date: '',
  application_date: '',
  maturity_date: '',
  description: '',
  picture: null,
});

/** what one slot pays back at maturity (its price and its returns), or null until both are amounts */
export function slotPayout(values: Pick<InvestmentFormValues, 'current_value' | 'expected_returns'>): string | null {
  const value = typedAmount(values.current_value);
  const returns = typedAmountOrZero(values.expected_returns);
  return value && returns ? addNaira(value, returns) : null;
}

export function checkInvestment(values: InvestmentFormValues, today = lagosToday()): InvestmentFormErrors {
  const errors: InvestmentFormErrors = {};
  if (!values.investment_type.trim()) errors.investment_type = 'Enter the name of the investment';
  if (!typedAmount(values.current_value)) errors.current_value = 'Enter the price of one slot, more than ₦0.00';
  if (!values.expected_returns.trim() || !typedAmountOrZero(values.expected_returns)) errors.expected_returns = 'Enter the expected returns on one slot';
  if (!/^\d{1,7}$/.test(values.units.trim()) || Number(values.units) < 1 || Number(values.units) > MAX_UNITS) errors.units = `Enter the units as a whole number from 1 to ${MAX_UNITS.toLocaleString('en-NG')}`;
  if (!values.start_date) errors.start_date = 'Choose the start date';
  if (!values.application_date) errors.application_date = 'Choose the application date';
  else if (values.start_date && values.application_date < values.start_date) errors.application_date = 'The application date cannot be before the start date';
  if (!values.maturity_date) errors.maturity_date = 'Choose the maturity date';
  else if (values.application_date && values.maturity_date <= values.application_date) errors.maturity_date = 'The maturity date must be after the application date';
  else if (values.maturity_date <= today) errors.maturity_date = 'The maturity date must be in the future';
  if (values.picture && values.picture.size > MAX_PICTURE_BYTES) errors.picture = 'The picture must be at most 2 MB, please choose a smaller one';
  return errors;
}

export function investmentForm(values: InvestmentFormValues): FormData {
  const form = new FormData();
  form.set('kind', values.kind);
  form.set('investment_type', values.investment_type.trim());
  if (values.kind === 'market' && values.category_id) form.set('category_id', values.category_id);
  form.set('description', values.description.trim());
  form.set('current_value', typedAmount(values.current_value) ?? '');
  form.set('expected_returns', typedAmountOrZero(values.expected_returns) ?? '');
  form.set('units', String(Number(values.units)));
  form.set('insurance_partner', values.insurance_partner.trim());
  form.set('start_date', values.start_date);
  form.set('application_date', values.application_date);
  form.set('maturity_date', values.maturity_date);
  if (values.picture) form.set('picture', values.picture);
  return form;
}

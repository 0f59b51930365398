// The payment-source part of a body: the original client's payloads (facts §2, §5) for every money action parse to
// the source takeFromMember reads.
import { z } from 'zod';
import { checkPaymentSource, paymentSourceFields, paymentSourceOf } from '../../src/modules/payments';

const body = z.looseObject(paymentSourceFields).superRefine(checkPaymentSource);
const sourceOf = (payload: Record<string, unknown>) => paymentSourceOf(body.parse(payload));

describe('the original client payloads', () => {
  it.each([
    ['savingsFunds by wallet', { amount: '500', date_time: '2021-03-01 10:00', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '' }, { kind: 'wallet' }],
    ['targets/add_funds by checkout', { id: 4, amount: '500', target_name: 'Rent', date_time: 'x', payment_method: 'Paystack', paystack_id: 'FIN-02-00007-ABCDEFG', save_card: true, card_id: '' }, { kind: 'checkout', reference: 'FIN-02-00007-ABCDEFG' }],
    ['addShareHoldingsFunds by saved card', { amount: '500', date_time: 'x', payment_method: 'Debit Card', paystack_id: '', save_card: false, card_id: 12 }, { kind: 'saved_card', cardId: 12 }],
    ['loanRepaymentsAdd, lower case wallet', { id: 3, trans_date: 'x', payment_method: 'wallet', repayment_amount: '100', paystack_id: '', save_card: false, card_id: 0 }, { kind: 'wallet' }],
    ['loan_form_fee names the method form_payment', { form_payment: 'Debit Card', paystack_id: '', save_card: false, card_id: '7' }, { kind: 'saved_card', cardId: 7 }],
    ['business_finance_repayments by checkout', { id: 2, repayment_amount: '100', date_time: 'x', payment_method: 'Paystack', save_card: false, paystack_id: 'undefined-00007-00-Ab.c=1-', card_id: '' }, { kind: 'checkout', reference: 'undefined-00007-00-Ab.c=1-' }],
    ['orderRepayments by wallet', { id: 9, repayment_amount: '100', date_time: 'x', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '' }, { kind: 'wallet' }],
    ['make_down_payment', { total_down_payment: '100', date_time: 'x', form_payment: 'Wallet', save_card: false, paystack_id: '', card_id: '' }, { kind: 'wallet' }],
    ['market_place/add_investment by bank account (checkout)', { investments_id: 1, slots: 2, total: '2000', date_time: 'x', payment_method: 'Bank Account', paystack_id: 'FIN-09-00007-ABCDEFG' }, { kind: 'checkout', reference: 'FIN-09-00007-ABCDEFG' }],
    ['halai/add_investment by wallet', { halai_investments_id: 1, slots: 2, total: '2000', date_time: 'x', payment_method: 'Wallet', paystack_id: '' }, { kind: 'wallet' }],
  ])('%s', (_name, payload, source) => {
    expect(sourceOf(payload)).toEqual(source);
  });

  it('refuses a card method with neither or both of paystack_id and card_id, and an unknown method', () => {
    expect(body.safeParse({ payment_method: 'Debit Card', paystack_id: '', card_id: '' }).success).toBe(false);
    expect(body.safeParse({ payment_method: 'Paystack', paystack_id: 'FIN-02-00007-ABCDEFG', card_id: 3 }).success).toBe(false);
    expect(body.safeParse({ payment_method: 'payment_method' }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
  });
});

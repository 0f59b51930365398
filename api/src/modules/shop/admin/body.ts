// The admin's shop forms: categories, products (multipart fields), order decisions, request pricing and publishing.
import { z } from 'zod';
import { recordId } from '../../../http/validation';
import { formatNairaText, MAX_AMOUNT_KOBO, nairaAmount, parseNaira } from '../../../money/money';

export const MAX_STOCK = 1_000_000;

const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} can be at most ${max} characters` });
const requiredName = (label: string, max: number) => text(label, max).min(1, { error: `${label} is required` });

/** a non-negative amount (mark-ups may be zero) */
const zeroOrMore = (label: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const kobo = value === '' ? 0n : parseNaira(value);
    if (kobo === null || kobo > MAX_AMOUNT_KOBO) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be an amount with at most 2 decimal places` });
      return z.NEVER;
    }
    return kobo;
  });

const wholeNumber = (label: string, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,9}$/, { error: `${label} must be a whole number` })], { error: `${label} is required` })
    .transform(Number)
    .pipe(z.number().int({ error: `${label} must be a whole number` }).min(0, { error: `${label} cannot be negative` }).max(max, { error: `${label} can be at most ${max}` }));

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])]).transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const categoryBody = z.object({ category_name: requiredName('The category name', 60) });

export const productFields = z
  .object({
    category_id: recordId('The category'),
    product_name: requiredName('The product name', 100),
    short_description: text('The short description', 200).optional().default(''),
    description: text('The description', 5000).optional().default(''),
    price: nairaAmount('price'),
    mark_up: zeroOrMore('mark-up').optional().default(0n),
    down_payment: nairaAmount('down payment'),
    quantity: wholeNumber('The stock quantity', MAX_STOCK),
    /** an edit: the stock the form showed, so an edit opened before some sales cannot put sold units back */
    stock_was: wholeNumber('The stock the form showed', MAX_STOCK).optional(),
    published: flag.optional().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.down_payment > p.price + p.mark_up) {
      ctx.addIssue({ code: 'custom', path: ['down_payment'], message: `The down payment can be at most the member’s price, ${formatNairaText(p.price + p.mark_up)}` });
    }
  });
export type ProductFields = z.output<typeof productFields>;

export const declineBody = z.object({ reason: requiredName('The reason', 300) });
export const priceBody = z.object({ price: nairaAmount('price'), note: text('The note', 300).optional() });
export const publishBody = z
  .object({
    category_id: recordId('The category'),
    price: nairaAmount('price'),
    mark_up: zeroOrMore('mark-up').optional().default(0n),
    down_payment: nairaAmount('down payment'),
    quantity: wholeNumber('The stock quantity', MAX_STOCK),
    description: text('The description', 5000).optional().default(''),
  })
  .superRefine((p, ctx) => {
    if (p.down_payment > p.price + p.mark_up) ctx.addIssue({ code: 'custom', path: ['down_payment'], message: `The down payment can be at most the member’s price, ${formatNairaText(p.price + p.mark_up)}` });
  });

export const idParams = z.object({ id: recordId('The id') });
const before = recordId('before').optional();
export const ordersQuery = z.object({
  status: z.enum(['action', 'all', '1', '2', '3', '4', '5', '6'], { error: 'The status must be action, all or an order status (1–6)' }).optional().default('action'),
  before,
});
export const requestsQuery = z.object({ status: z.enum(['pending', 'priced', 'published', 'declined', 'all'], { error: 'The status must be pending, priced, published, declined or all' }).optional().default('all'), before });
export const productsQuery = z.object({ search: text('The search', 100).optional(), before });

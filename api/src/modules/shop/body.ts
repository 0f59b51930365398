// The shop's request bodies and queries as the original client sent them (facts §2.8): quantities, search terms and
// ids. Keys the server does not trust (price, down_payment, mark_up, total…) are accepted and ignored.
import { z } from 'zod';
import { pageQuery, recordId, tokenQuery } from '../../http/validation';

export const MAX_QUANTITY = 1000;

export const quantity = (label = 'The quantity') =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,6}$/, { error: `${label} must be a whole number` })], {
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a whole number`),
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: `${label} must be a whole number` })
        .min(1, { error: `${label} must be at least 1` })
        .max(MAX_QUANTITY, { error: `${label} can be at most ${MAX_QUANTITY}` }),
    );

export const productIdParams = z.object({ id: recordId('The product') });
export const cartIdParams = z.object({ id: recordId('The cart item') });
export const orderIdParams = z.object({ id: recordId('The order') });
export const requestIdParams = z.object({ id: recordId('The request') });

export const addToCartBody = z.object({ quantity: quantity().optional().default(1) }).loose();
export const quantityBody = z.object({ quantity: quantity() }).loose();

const searchTerm = z.string({ error: 'The search term must be text' }).trim().max(100, { error: 'The search term can be at most 100 characters' });

export const catalogueQuery = z.object({
  ...tokenQuery.shape,
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 60 }),
  search_term: searchTerm.optional(),
  category_id: recordId('The category').optional(),
});
export const searchQuery = z.object({ ...pageQuery({ defaultPerPage: 20, maxPerPage: 60 }), category_id: recordId('The category').optional() });
export const catalogueBody = z.object({ search_term: searchTerm.optional(), category_id: recordId('The category').optional() }).loose();
export const searchParams = z.object({ term: searchTerm.min(1, { error: 'Type something to search for' }) });

// The add/edit product form's values, its checks (the API's rules: body.ts `productFields`) and the multipart body.
import { addNaira, formatAmountTyping, formatNaira, nairaAbove, typedAmount, typedAmountOrZero } from '@coop/shared';
import type { AdminProductRow } from '@coop/api/contract';

export const MAX_PICTURES = 4;
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const MAX_STOCK = 1_000_000;

export interface ProductFormValues {
  product_name: string;
  category_id: string;
  price: string;
  mark_up: string;
  down_payment: string;
  quantity: string;
  short_description: string;
  description: string;
  published: boolean;
  pictures: File[];
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

const typing = (amount: string) => formatAmountTyping(amount).text;

export function productFormValues(product: AdminProductRow | null): ProductFormValues {
  return {
    product_name: product?.product_name ?? '',
    category_id: product ? String(product.category_id) : '',
    price: product ? typing(product.price) : '',
    mark_up: product ? typing(product.mark_up) : '',
    down_payment: product ? typing(product.down_payment) : '',
    quantity: product ? String(product.quantity) : '',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    published: product?.published ?? true,
    pictures: [],
  };
}

/** price + mark-up: what a member pays for one unit, or null until both are amounts */
export function memberPrice(values: Pick<ProductFormValues, 'price' | 'mark_up'>): string | null {
  const price = typedAmount(values.price);
  const markUp = typedAmountOrZero(values.mark_up);
  return price && markUp ? addNaira(price, markUp) : null;
}

export function checkProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.product_name.trim()) errors.product_name = 'Enter the product name';
  if (!values.category_id) errors.category_id = 'Choose the product’s category';
  if (!typedAmount(values.price)) errors.price = 'Enter the price, more than ₦0.00';
  if (!typedAmountOrZero(values.mark_up)) errors.mark_up = 'Enter the mark-up as an amount (0 for none)';
  const down = typedAmount(values.down_payment);
  const most = memberPrice(values);
  if (!down) errors.down_payment = 'Enter the down payment for one unit';
  else if (most && nairaAbove(down, most)) errors.down_payment = `The down payment can be at most the member’s price, ${formatNaira(most)}`;
  if (!/^\d{1,7}$/.test(values.quantity.trim()) || Number(values.quantity) > MAX_STOCK) errors.quantity = `Enter the stock as a whole number from 0 to ${MAX_STOCK.toLocaleString('en-NG')}`;
  if (values.pictures.length > MAX_PICTURES) errors.pictures = `Choose at most ${MAX_PICTURES} pictures`;
  else if (values.pictures.some((p) => p.size > MAX_PICTURE_BYTES)) errors.pictures = 'Each picture must be at most 2 MB, please choose a smaller one';
  return errors;
}

/**
 * the multipart body of `admin/shop/products` (checked values only). `stockWas`, for an edit, is the stock the form
 * showed: the API refuses the save if sales changed it meanwhile, rather than put sold units back on sale.
 */
export function productForm(values: ProductFormValues, stockWas?: number): FormData {
  const form = new FormData();
  form.set('category_id', values.category_id);
  form.set('product_name', values.product_name.trim());
  form.set('short_description', values.short_description.trim());
  form.set('description', values.description.trim());
  form.set('price', typedAmount(values.price) ?? '');
  form.set('mark_up', typedAmountOrZero(values.mark_up) ?? '');
  form.set('down_payment', typedAmount(values.down_payment) ?? '');
  form.set('quantity', String(Number(values.quantity)));
  if (stockWas !== undefined) form.set('stock_was', String(stockWas));
  form.set('published', values.published ? 'true' : 'false');
  for (const picture of values.pictures) form.append('images', picture);
  return form;
}

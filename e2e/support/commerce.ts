// Commerce arrangements through the API (the admin's catalogue and investments, which other tests drive through the
// UI) and what people do on the shop screens.
import type { Page } from '@playwright/test';
import { API_URL, SEED_ADMIN } from './env';
import { twoColourPng } from './images';
import { signInViaApi } from './money';
import { lagosToday, addDays } from './savings';
import { uniqueWord } from './users';

type Json = Record<string, unknown>;

async function adminToken(): Promise<string> {
  return signInViaApi(SEED_ADMIN);
}

async function send(method: string, path: string, token: string, body?: FormData | Json): Promise<Json> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${API_URL}/api/${path}`, { method, headers, body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined });
  const reply = (await res.json().catch(() => ({}))) as Json;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply;
}

const picture = (rgb: [number, number, number]) => new Blob([new Uint8Array(twoColourPng(64, rgb, [255, 255, 255]))], { type: 'image/png' });

export interface ProductSetup {
  price: string;
  markUp: string;
  downPayment: string;
  stock: number;
}

/** a published product with a picture in a category of its own; returns its unique name and id */
export async function createProductViaApi(setup: ProductSetup): Promise<{ id: number; name: string }> {
  const token = await adminToken();
  const word = uniqueWord();
  const category = (await send('POST', 'admin/shop/categories', token, { category_name: `Cat ${word}` })) as { category?: { id: number }; id?: number };
  const categoryId = category.category?.id ?? category.id;
  const name = `Blender ${word}`;
  const form = new FormData();
  form.set('category_id', String(categoryId));
  form.set('product_name', name);
  form.set('short_description', 'Five speeds, 1.5 litre jar');
  form.set('description', 'A sturdy kitchen blender.');
  form.set('price', setup.price);
  form.set('mark_up', setup.markUp);
  form.set('down_payment', setup.downPayment);
  form.set('quantity', String(setup.stock));
  form.set('published', 'true');
  form.append('images', picture([200, 60, 40]), 'blender.png');
  const reply = (await send('POST', 'admin/shop/products', token, form)) as { product?: { id: number } };
  return { id: Number(reply.product?.id), name };
}

export interface InvestmentSetup {
  kind: 'market' | 'halal';
  currentValue: string;
  expectedReturns: string;
  units: number;
}

/** an investment on sale today, maturing in 90 days */
export async function createInvestmentViaApi(setup: InvestmentSetup): Promise<{ id: number; name: string }> {
  const token = await adminToken();
  const name = `${setup.kind === 'market' ? 'Rice Farm' : 'Halal Poultry'} ${uniqueWord()}`;
  const today = lagosToday();
  const form = new FormData();
  form.set('kind', setup.kind);
  form.set('investment_type', name);
  form.set('description', 'A season of produce, insured.');
  form.set('current_value', setup.currentValue);
  form.set('expected_returns', setup.expectedReturns);
  form.set('units', String(setup.units));
  form.set('insurance_partner', 'Leadway Assurance');
  form.set('start_date', today);
  form.set('application_date', addDays(today, 30));
  form.set('maturity_date', addDays(today, 90));
  form.append('picture', picture([40, 120, 60]), 'farm.png');
  const reply = (await send('POST', 'admin/investments', token, form)) as { investment?: { id: number } };
  return { id: Number(reply.investment?.id), name };
}

/** brings the investment's maturity to today (development mode only) */
export async function matureViaApi(id: number): Promise<void> {
  await fetch(`${API_URL}/api/dev/investments/${id}/mature`, { method: 'POST' }).then((res) => {
    if (!res.ok) throw new Error(`mature answered ${res.status}`);
  });
}

export const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' });
export const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

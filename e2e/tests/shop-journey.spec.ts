// Product finance as a member and the society use it, at 360 px: search the catalogue, add to the cart, change
// quantities, check out with the down payment from the wallet; the SA approves and delivers in the console (the order
// opened from /dashboard/shop on its own page /dashboard/shop/orders/{id}); the member repays to completion. Then a
// product request the SA prices in the console's Product requests, which the member sees.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { cartLines, createProductViaApi, orderSummary } from '../support/commerce';
import { consolePart, dialogNamed, payFromWallet } from '../support/loans';
import { createPayingMember, type Member } from '../support/money';
import { twoColourPng } from '../support/images';
import { walletBalanceViaApi } from '../support/savings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { uniqueWord } from '../support/users';
import { naira } from '../support/wallet';

const PHONE = { width: 360, height: 780 };

async function browserOf(browser: Browser, who: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

async function decideOnDashboard(browser: Browser, orderNo: string, button: string, dialog: string, yes: string, success: string): Promise<void> {
  const sa = await browserOf(browser, SEED_ADMIN, PHONE);
  await sa.goto('/dashboard/shop');
  const open = consolePart(sa, 'Product orders').getByRole('link', { name: `Open order ${orderNo}` });
  await expect(open).toBeVisible();
  await expectNoHorizontalScroll(sa);
  await open.click();
  await expect(sa).toHaveURL(/\/dashboard\/shop\/orders\/\d+$/);
  await expect(sa.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await expectNoHorizontalScroll(sa);
  await sa.getByRole('button', { name: button }).click();
  await dialogNamed(sa, dialog).getByRole('button', { name: yes }).click();
  await expectAlert(sa, 'Success', success);
  await sa.context().close();
}

test('a member buys on co-operative terms: cart, down payment, approval, delivery, repayment to completion', async ({ browser }) => {
  test.setTimeout(180_000);
  let member: Member;
  let product: { id: number; name: string };
  await test.step('arrange: a product (₦100,000 + ₦10,000 mark-up, ₦33,000 down, 5 in stock) and a member with ₦400,000 in the wallet', async () => {
    product = await createProductViaApi({ price: '100000', markUp: '10000', downPayment: '33000', stock: 5 });
    member = await createPayingMember('shopper', { funded: '400000' });
  });
  const page = await browserOf(browser, member!, PHONE);
  let orderNo = '';

  await test.step('the member searches the catalogue and opens the product', async () => {
    await page.goto('/product_financing');
    await page.getByLabel('Search Product').fill(product.name.toLowerCase().split(' ')[1]);
    const card = page.getByRole('link', { name: `${product.name}, ${naira('110000')}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: /, ₦/ })).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('5 Items Available In Stock')).toBeVisible();
  });

  await test.step('adds two to the cart and goes to it', async () => {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await dialogNamed(page, 'Added to your cart').getByRole('button', { name: 'View Cart and Checkout' }).click();
    await expect(page).toHaveURL(/\/detail\/cart$/);
  });

  await test.step('changes the quantity and reads the down payment and remaining amount', async () => {
    const line = cartLines(page).getByRole('listitem').filter({ hasText: product.name });
    await expect(line).toContainText(naira('220000'));
    await line.getByRole('button', { name: `Increase quantity of ${product.name.toLowerCase()}` }).click();
    await expect(line).toContainText(naira('330000'));
    await line.getByRole('button', { name: `Decrease quantity of ${product.name.toLowerCase()}` }).click();
    await expect(line).toContainText(naira('220000'));
    await expect(orderSummary(page)).toContainText(naira('66000'));
    await expect(orderSummary(page)).toContainText(naira('154000'));
    await expectNoHorizontalScroll(page);
  });

  await test.step('checks out with the down payment from the wallet', async () => {
    await orderSummary(page).getByRole('button', { name: 'Checkout' }).click();
    const dialog = dialogNamed(page, 'Down Payment');
    await expect(dialog).toContainText(naira('66000'));
    await payFromWallet(dialog, 'Make Payment');
    const message = page.getByRole('alertdialog').getByText(/^Your order ORD-\d+ has been placed/);
    await expect(message).toBeVisible();
    orderNo = /ORD-\d+/.exec((await message.textContent()) ?? '')![0];
    await dismissAlert(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(await walletBalanceViaApi(member!)).toBe('334000.00');
  });

  await test.step('the SA approves the order, then marks it delivered', async () => {
    await decideOnDashboard(browser, orderNo, 'Approve', 'Approve order', 'Yes, approve', 'Order approved');
    await decideOnDashboard(browser, orderNo, 'Mark delivered', 'Mark order delivered', 'Yes, mark delivered', 'Order delivered: repayments are open');
  });

  await test.step('the member repays ₦100,000 then the rest, and the order is paid', async () => {
    await page.goto('/products');
    const card = page.getByRole('region', { name: `Order No ${orderNo}` });
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    for (const amount of ['100,000', '54,000']) {
      await card.getByRole('button', { name: `Repay ${orderNo}` }).click();
      const dialog = dialogNamed(page, `Repayment · ${orderNo}`);
      await dialog.getByLabel('Enter Amount').fill(amount);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await payFromWallet(dialog, 'Add Fund');
      await expectAlert(page, 'Success', /has been paid towards your order/);
      await dismissAlert(page);
    }
    await page.getByRole('button', { name: 'Completed' }).click();
    const done = page.getByRole('region', { name: `Order No ${orderNo}` });
    await expect(done.getByText('Paid', { exact: true })).toBeVisible();
    await expect(done).toContainText(naira('220000'));
    await done.getByRole('button', { name: `Transactions of ${orderNo}` }).click();
    await expect(dialogNamed(page, `Transaction Details · ${orderNo}`).getByRole('row')).toHaveCount(4);
    await expectNoHorizontalScroll(page);
    expect(await walletBalanceViaApi(member!)).toBe('180000.00');
  });
});

test('a member requests a product with a picture and sees the price the SA gives it', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await createPayingMember('requester');
  const page = await browserOf(browser, member, PHONE);
  const name = `Deep Freezer ${uniqueWord()}`;

  await test.step('the member sends the request', async () => {
    await page.goto('/product_financing');
    await page.getByRole('button', { name: '+ Request Product' }).click();
    const form = dialogNamed(page, 'Upload Request Item');
    await form.getByLabel('Product Name').fill(name);
    await form.getByLabel('Description').fill('200 litres, white');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Picture of the product').setInputFiles({ name: 'freezer.png', mimeType: 'image/png', buffer: twoColourPng(64, [30, 60, 200], [255, 255, 255]) });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectAlert(page, 'Success', 'Your request has been sent. The society will price it and let you know.');
    await dismissAlert(page);
    await page.goto('/requested_product');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Awaiting price');
  });

  await test.step('the SA prices it at ₦180,000 in the console (/dashboard/shop, Product requests)', async () => {
    const sa = await browserOf(browser, SEED_ADMIN);
    await sa.goto('/dashboard/shop?part=requests&request_status=pending');
    await consolePart(sa, 'Product requests').getByRole('button', { name: `Price ${name}` }).click();
    const dialog = dialogNamed(sa, `Price ${name}`);
    await dialog.getByLabel('Price per unit').fill('180,000');
    await dialog.getByRole('button', { name: 'Set price' }).click();
    await expectAlert(sa, 'Success', 'Price set: the member has been told');
    await sa.context().close();
  });

  await test.step('the member sees the price and the total', async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(naira('180000'));
    await expect(row).toContainText(naira('360000'));
    await expect(row).toContainText('Priced');
    await expectNoHorizontalScroll(page);
  });
});

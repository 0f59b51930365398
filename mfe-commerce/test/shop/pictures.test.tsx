// Product pictures sized for phones (issue 29): each card and the details page's pictures carry the API's srcset
// (the 360 and 720 px WebP copies) with `sizes` for their box, the original as `src`; cards load lazily, the details
// page's main picture at once and first; alt texts stay.
import { screen, within } from '@testing-library/react';
import { signIn } from '@coop/shared/testing';
import CartPage from '../../src/pages/CartPage';
import ProductDetailsPage from '../../src/pages/ProductDetailsPage';
import ProductFinancingPage from '../../src/pages/ProductFinancingPage';
import { cartLine, paginator, productCard, productDetails, shopApiMock } from '../support/shopFixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const srcsetOf = (url: string) => `${url.replace(/\.webp$/, '.360w.webp')} 360w, ${url.replace(/\.webp$/, '.720w.webp')} 720w, ${url} 1024w`;
const ONE = '/api/product_image/7/1.webp';
const TWO = '/api/product_image/7/2.webp';

it('a catalogue card offers the phone-sized copies for half the screen on a phone, lazily', async () => {
  shopApiMock({ 'GET allFinanceProducts': { body: { products: paginator([productCard({ image_srcset: srcsetOf(ONE) })]) } } });
  renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  const card = await screen.findByRole('link', { name: 'Tecno Spark 20, ₦130,000.00' });
  const picture = within(card).getByRole('img', { name: 'Tecno Spark 20' });
  expect(picture).toHaveAttribute('src', ONE);
  expect(picture).toHaveAttribute('srcset', srcsetOf(ONE));
  expect(picture.getAttribute('sizes')).toMatch(/calc\(50vw - 40px\)$/);
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('decoding', 'async');
  expect(picture).not.toHaveAttribute('fetchpriority');
});

it('a card from an API without copies keeps the plain picture', async () => {
  shopApiMock();
  renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  const picture = within(await screen.findByRole('link', { name: /Tecno Spark 20/ })).getByRole('img', { name: 'Tecno Spark 20' });
  expect(picture).toHaveAttribute('src', ONE);
  expect(picture).not.toHaveAttribute('srcset');
  expect(picture).not.toHaveAttribute('sizes');
});

it('the details page fetches its main picture first and at once; its thumbnails lazily at their small size', async () => {
  shopApiMock({ 'GET singleProduct/7': { body: [productDetails({ images: [ONE, TWO], images_srcset: [srcsetOf(ONE), srcsetOf(TWO)] })] } });
  const { user } = renderPage(<ProductDetailsPage />, { path: '/details/:id', route: '/details/7' });
  const main = await screen.findByRole('img', { name: 'Tecno Spark 20' });
  expect(main).toHaveAttribute('src', ONE);
  expect(main).toHaveAttribute('srcset', srcsetOf(ONE));
  expect(main.getAttribute('sizes')).toMatch(/calc\(100vw - 64px\)$/);
  expect(main).toHaveAttribute('loading', 'eager');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  const second = screen.getByRole('button', { name: 'Picture 2 of 2' });
  const thumb = second.querySelector('img')!;
  expect(thumb).toHaveAttribute('srcset', srcsetOf(TWO));
  expect(thumb).toHaveAttribute('sizes', '64px');
  expect(thumb).toHaveAttribute('loading', 'lazy');
  await user.click(second);
  expect(screen.getByRole('img', { name: 'Tecno Spark 20' })).toHaveAttribute('srcset', srcsetOf(TWO));
});

it('a cart line’s thumbnail asks for the smallest copy', async () => {
  shopApiMock({ 'GET allProductsInUserCart': { body: { my_carts: [cartLine({ image: ONE, image_srcset: srcsetOf(ONE) })] } } });
  renderPage(<CartPage />, { path: '/detail/cart' });
  const thumb = await screen.findByRole('img', { name: 'Tecno Spark 20' });
  expect(thumb).toHaveAttribute('srcset', srcsetOf(ONE));
  expect(thumb).toHaveAttribute('sizes', '64px');
  expect(thumb).toHaveAttribute('loading', 'lazy');
});

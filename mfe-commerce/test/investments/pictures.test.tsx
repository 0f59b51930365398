// Investment pictures sized for phones (issue 29): Explore's cards and My Market's holdings carry the API's srcset
// with `sizes` for a one-column card on a phone, lazily; the details dialog's picture is fetched at once.
import { screen, within } from '@testing-library/react';
import { signIn } from '@coop/shared/testing';
import { InvestmentsScreen } from '../../src/components/investments/InvestmentsScreen';
import MarketPage from '../../src/pages/MarketPage';
import { holding, investmentCard, investmentDetails, investmentsApiMock } from './fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const PIC = '/api/investment_image/5/abcdefghijklmnopqrstuv.webp';
const SRCSET = `${PIC.replace(/\.webp$/, '.360w.webp')} 360w, ${PIC.replace(/\.webp$/, '.720w.webp')} 720w, ${PIC} 1024w`;

it('an investment card offers the copies for the whole width of a phone, lazily; its details fetch theirs at once', async () => {
  investmentsApiMock({
    'GET show_all_investment': { body: [investmentCard({ investment_pic_srcset: SRCSET })] },
    'GET single_investment/5': { body: investmentDetails({ investment_pic_srcset: SRCSET }) },
  });
  const { user } = renderPage(<MarketPage />, { path: '/market' });
  const card = await screen.findByRole('region', { name: 'Rice Farm Cycle' });
  const picture = within(card).getByRole('img', { name: 'Rice Farm Cycle' });
  expect(picture).toHaveAttribute('src', PIC);
  expect(picture).toHaveAttribute('srcset', SRCSET);
  expect(picture.getAttribute('sizes')).toMatch(/calc\(100vw - 98px\)$/);
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('decoding', 'async');

  await user.click(within(card).getByRole('button', { name: 'View Details' }));
  const dialog = await screen.findByRole('dialog');
  const shown = await within(dialog).findByRole('img', { name: 'Rice Farm Cycle' });
  expect(shown).toHaveAttribute('srcset', SRCSET);
  expect(shown).toHaveAttribute('loading', 'eager');
  expect(shown).toHaveAttribute('fetchpriority', 'high');
});

it('a holding’s card on My Investments offers the copies too', async () => {
  investmentsApiMock({ 'GET user_investments': { body: [holding({ investment_pic: PIC, investment_pic_srcset: SRCSET })] } });
  renderPage(<InvestmentsScreen />, { path: '/investments', route: '/investments?view=mine' });
  const card = await screen.findByRole('region', { name: 'Rice Farm Cycle' });
  const picture = within(card).getByRole('img', { name: 'Rice Farm Cycle' });
  expect(picture).toHaveAttribute('srcset', SRCSET);
  expect(picture).toHaveAttribute('loading', 'lazy');
});

import { consoleSections } from './consoleSections';

const Section = () => null;

describe('consoleSections', () => {
  it('gives each declared section its component, keeping what the manifest says', () => {
    const sections = consoleSections([{ path: 'loans', title: 'Loans', order: 30, routes: [{ path: ':id', crumb: 'Loan :id' }] }], { loans: Section });
    expect(sections).toEqual([{ path: 'loans', title: 'Loans', order: 30, routes: [{ path: ':id', crumb: 'Loan :id' }], component: Section }]);
  });

  it('refuses a declared section without a component', () => {
    expect(() => consoleSections([{ path: 'shop', title: 'Shop' }], {})).toThrow('No component for the console section "shop"');
  });
});

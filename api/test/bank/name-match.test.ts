// The resolved name is the member's own when it holds the profile's first and last names as words, whatever the
// order, case, middle names, initials, punctuation, hyphens or accents; anything less is held for review.
import { isOwnName, nameWords, type ProfileName } from '../../src/modules/bank/nameMatch';

const john = { firstName: 'John', middleName: 'Olumide', lastName: 'Adebayo' };

describe('the same person', () => {
  it.each([
    ['JOHN ADEBAYO', john],
    ['ADEBAYO JOHN', john],
    ['ADEBAYO JOHN O.', john],
    ['ADEBAYO, JOHN OLUMIDE', john],
    ['MR ADEBAYO  JOHN   OLUMIDE', john],
    ['adebayo john', john],
    ['ADEBAYO JOHN EMEKA', john],
    ['JOHN-PAUL ADEBAYO', { firstName: 'John-Paul', lastName: 'Adebayo' }],
    ['JOHN PAUL ADEBAYO', { firstName: 'John-Paul', lastName: 'Adebayo' }],
    ['ADEBAYO-OKAFOR NGOZI', { firstName: 'Ngozi', lastName: 'Adebayo-Okafor' }],
    ['OKAFOR NGOZI', { firstName: '  ngozi ', middleName: '', lastName: 'Okafor ' }],
    ['ADEBAYO JOSE', { firstName: 'José', lastName: 'Adébayo' }],
    ['ÒKAFỌ̀R CHIDI', { firstName: 'Chidi', lastName: 'Okafor' }],
    ["O'NEIL FUNMI", { firstName: 'Funmi', lastName: "O'Neil" }],
  ] as [string, ProfileName][])('%s is %j', (resolved, profile) => {
    expect(isOwnName(resolved, profile)).toBe(true);
  });
});

describe('someone else, or not enough to tell', () => {
  it.each([
    ['ADEBAYO EMEKA', john, 'the first name is missing'],
    ['JOHN OKAFOR', john, 'the last name is missing'],
    ['JOHNSON ADEBAYO', john, 'a longer word is not the name'],
    ['JOHN ADEBAYOMI', john, 'a longer surname is not the name'],
    ['ADEBAYO J.', john, 'an initial is not the first name'],
    ['JOHN', john, 'one word'],
    ['', john, 'no name at all'],
    ['PAUL ADEBAYO', { firstName: 'John-Paul', lastName: 'Adebayo' }, 'half of a hyphenated first name'],
    ['ADEBAYO JOHN', { firstName: '', lastName: 'Adebayo' }, 'a profile without a first name'],
    ['ADEBAYO JOHN', { firstName: 'John', lastName: ' ' }, 'a profile without a last name'],
  ] as [string, ProfileName, string][])('%s is not %j (%s)', (resolved, profile) => {
    expect(isOwnName(resolved, profile)).toBe(false);
  });
});

it('splits a name into upper-case words without accents or punctuation', () => {
  expect(nameWords("  Adébayo-Okafor, JOHN o. O'Neil ")).toEqual(['ADEBAYO', 'OKAFOR', 'JOHN', 'O', 'O', 'NEIL']);
});

// The `sizes` of each box that shows a catalogue or investment picture, so the browser picks the 360 or 720 px copy
// of an `<img srcset>` the box needs (issue 29). Read from the CSS that lays each box out inside the shell's padded main
// area (a 96 px rail from 768 px, 252 px when expanded), and checked against the built suite in Chromium at 360, 412,
// 800, 1000, 1280 and 1600 px wide (within a few px; a wider guess only ever picks the bigger copy).
export const PICTURE_SIZES = {
  /** shop.module.css .grid: 2 columns on a phone (140 px at 360), 3 from 768 px, 4 from 1200 px */
  productCard: '(min-width: 1200px) calc(18.5vw - 22px), (min-width: 768px) calc(33.5vw - 78px), calc(50vw - 40px)',
  /** shop.module.css .details: the picture's column is the page's width on a phone (296 px at 360), half of it from 768 px */
  productMain: '(min-width: 1200px) calc(37vw - 24px), (min-width: 768px) calc(50vw - 104px), calc(100vw - 64px)',
  /** .thumb, .thumbSmall, .line img: 4rem at most */
  thumb: '64px',
  /** investments.module.css .cards inside a padded Card: 1 column on a phone (262 px at 360), 2 from 768 px, 3 from 1200 px */
  investmentCard: '(min-width: 1200px) calc(25vw - 75px), (min-width: 768px) calc(50vw - 154px), calc(100vw - 98px)',
  /** a Modal (@coop/shared): min(520 px, the screen less 32 px), padded */
  investmentDialog: '(min-width: 552px) 472px, calc(100vw - 80px)',
} as const;

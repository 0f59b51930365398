// The `sizes` of each box that shows a catalogue or investment picture, read from the CSS that lays it out (the
// shell's main area is padded 16 px on a phone, 24 px from 768 px beside a 96 px rail, 32 px from 1200 px), so the
// browser picks the 360 or 720 px copy of an `<img srcset>` the box needs (issue 29).
export const PICTURE_SIZES = {
  /** shop.module.css .grid: 2 columns on a phone (12 px apart), 3 from 768 px, 4 from 1200 px */
  productCard: '(min-width: 1200px) calc(25vw - 60px), (min-width: 768px) calc(33vw - 60px), calc(50vw - 22px)',
  /** shop.module.css .details: the picture's column is the page's width on a phone, half of it from 768 px */
  productMain: '(min-width: 768px) calc(50vw - 70px), calc(100vw - 32px)',
  /** .thumb, .thumbSmall, .line img: 4rem at most */
  thumb: '64px',
  /** investments.module.css .cards: 1 column on a phone, 2 from 768 px, 3 from 1200 px (a card pads its picture) */
  investmentCard: '(min-width: 1200px) calc(33vw - 80px), (min-width: 768px) calc(50vw - 90px), calc(100vw - 64px)',
  /** a Modal (@coop/shared): min(520 px, the screen less 32 px), padded */
  investmentDialog: '(min-width: 552px) 472px, calc(100vw - 80px)',
} as const;

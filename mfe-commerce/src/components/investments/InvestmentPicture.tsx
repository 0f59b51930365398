// An investment's picture when it has one: its phone-sized copies (`investment_pic_srcset`, issue 29) for the box's
// `sizes`, the original as the fallback, lazy unless told it is the first thing the view shows. The box's
// aspect-ratio (investments.module.css .picture) keeps the text below it from moving when it arrives.
import { PICTURE_SIZES } from '../shop/pictureSizes';
import styles from './investments.module.css';

interface Props {
  investment: { investment_pic: string | null; investment_pic_srcset?: string | null; investment_type: string };
  sizes: (typeof PICTURE_SIZES)['investmentCard' | 'investmentDialog'];
  priority?: boolean;
}

export function InvestmentPicture({ investment, sizes, priority = false }: Props) {
  if (!investment.investment_pic) return null;
  const srcSet = investment.investment_pic_srcset || undefined;
  return (
    <img
      src={investment.investment_pic}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={investment.investment_type}
      className={styles.picture}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

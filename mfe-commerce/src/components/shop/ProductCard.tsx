// A catalogue card (facts §3.9): picture, name and the price a member pays (price + mark-up); it opens /details/{id}.
import { formatNaira, Link } from '@coop/shared';
import type { ProductCard as Product } from '@coop/api/contract';
import { PICTURE_SIZES } from './pictureSizes';
import { ProductPicture } from './ProductPicture';
import styles from './shop.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <Link to={`/details/${product.id}`} className={styles.card} aria-label={`${product.product_name}, ${formatNaira(product.current_values)}`}>
      <ProductPicture src={product.image} srcSet={product.image_srcset} sizes={PICTURE_SIZES.productCard} name={product.product_name} className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{product.product_name}</h3>
        <p className={styles.price}>{formatNaira(product.current_values)}</p>
        <p className={styles.muted}>{product.quantity > 0 ? `${product.quantity} in stock` : 'Out of stock'}</p>
      </div>
    </Link>
  );
}

// The product's pictures: the chosen one large (the details page's first picture: fetched at once), the others as
// buttons below it; each with its phone-sized copies (`srcsets`, in `images` order) when the API sends them.
import { useState } from 'react';
import { PICTURE_SIZES } from './pictureSizes';
import { ProductPicture } from './ProductPicture';
import styles from './shop.module.css';

export function ProductGallery({ name, images, srcsets = [] }: { name: string; images: string[]; srcsets?: string[] }) {
  const [chosen, setChosen] = useState(0);
  const shown = images[chosen] ? chosen : 0;
  return (
    <div>
      <ProductPicture src={images[shown] ?? null} srcSet={srcsets[shown]} sizes={PICTURE_SIZES.productMain} name={name} className={styles.mainImage} priority />
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, i) => (
            <button key={src} type="button" className={styles.thumb} aria-pressed={i === chosen} aria-label={`Picture ${i + 1} of ${images.length}`} onClick={() => setChosen(i)}>
              <img src={src} srcSet={srcsets[i] || undefined} sizes={srcsets[i] ? PICTURE_SIZES.thumb : undefined} alt="" decoding="async" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

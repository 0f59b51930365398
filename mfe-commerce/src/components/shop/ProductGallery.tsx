// The product's pictures: the chosen one large, the others as buttons below it.
import { useState } from 'react';
import { ProductPicture } from './ProductPicture';
import styles from './shop.module.css';

export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [chosen, setChosen] = useState(0);
  const shown = images[chosen] ?? images[0] ?? null;
  return (
    <div>
      <ProductPicture src={shown} name={name} className={styles.mainImage} />
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, i) => (
            <button key={src} type="button" className={styles.thumb} aria-pressed={i === chosen} aria-label={`Picture ${i + 1} of ${images.length}`} onClick={() => setChosen(i)}>
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

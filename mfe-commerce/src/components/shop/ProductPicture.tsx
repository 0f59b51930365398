// A product's picture, or a plain tile with its initial when it has none. With the API's `srcset` (its 360 and 720 px
// WebP copies, issue 29) and the box's `sizes` the browser fetches the copy the screen needs; the original stays the
// `src` fallback. Lazy unless it is the first picture a page shows (`priority`); the box's size comes from its CSS
// (an aspect-ratio or a fixed size) so nothing shifts when it arrives.
import styles from './shop.module.css';

export interface ProductPictureProps {
  src: string | null;
  name: string;
  className?: string;
  srcSet?: string | null;
  sizes?: string;
  /** the page's first visible picture: fetched at once, ahead of others */
  priority?: boolean;
}

export function ProductPicture({ src, name, className, srcSet, sizes, priority = false }: ProductPictureProps) {
  if (!src) {
    return (
      <div className={className} role="img" aria-label={name} style={{ display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 700 }}>
        {name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={name}
      className={className ?? styles.thumbSmall}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

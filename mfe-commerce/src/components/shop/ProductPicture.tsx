// A product's picture, or a plain tile with its initial when it has none.
import styles from './shop.module.css';

export function ProductPicture({ src, name, className }: { src: string | null; name: string; className?: string }) {
  if (!src) {
    return (
      <div className={className} role="img" aria-label={name} style={{ display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 700 }}>
        {name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return <img src={src} alt={name} className={className ?? styles.thumbSmall} loading="lazy" />;
}

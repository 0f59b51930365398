import { getRuntimeConfig, Link } from '@coop/shared';
import styles from './Footer.module.css';

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { societyName } = getRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <p className={styles.copy}>
        © {year} {societyName}
      </p>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          <li>
            <Link to="/">About us</Link>
          </li>
          <li>
            <Link to={{ pathname: '/', hash: '#faq' }}>Help and FAQ</Link>
          </li>
          <li>
            <Link to={{ pathname: '/', hash: '#contact' }}>Contact</Link>
          </li>
          <li>
            <Link to="/account_statement">Account statement</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

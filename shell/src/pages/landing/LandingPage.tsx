import { useEffect, type ReactNode } from 'react';
import { buttonClasses, getRuntimeConfig, Link, useLocation } from '@coop/shared';
import { monogram } from '../../chrome/monogram';
import { FAQS, JOIN_STEPS, SERVICES } from './landingContent';
import { ProductTeaser } from './ProductTeaser';
import styles from './LandingPage.module.css';

const ANCHORS = [
  { id: 'services', label: 'Services' },
  { id: 'join', label: 'How to join' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
];

/** `/`: what the society offers and how to join; no chrome (spec §2). */
export default function LandingPage() {
  const { societyName, contact } = getRuntimeConfig();
  const { hash } = useLocation();

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const contactLines = [
    contact?.phone && { label: 'Phone', node: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> },
    contact?.email && { label: 'E-mail', node: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
    contact?.address && { label: 'Office', node: <span>{contact.address}</span> },
  ].filter(Boolean) as { label: string; node: ReactNode }[];

  return (
    <div className={styles.page}>
      <a href="#top" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {monogram(societyName)}
          </span>
          <span className={styles.brandName}>{societyName}</span>
        </Link>
        <nav aria-label="Sections">
          <ul className={styles.anchors}>
            {ANCHORS.map((a) => (
              <li key={a.id}>
                <a href={`#${a.id}`}>{a.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.headerActions}>
          <Link to="/signin" className={buttonClasses({ variant: 'secondary' })}>
            Sign in
          </Link>
        </div>
      </header>

      <main id="top">
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroInner}>
            <div>
              <p className={styles.eyebrow}>Welcome to {societyName}</p>
              <h1 id="hero-title" className={styles.heroTitle}>
                Saving and borrowing get easier when we do it together
              </h1>
              <p className={styles.heroText}>
                Save regularly or towards a goal, borrow without interest, own shares in the society, and get the things your home and business
                need on easy terms, all from one account.
              </p>
              <div className={styles.ctas}>
                <Link to="/signup" className={buttonClasses()}>
                  Sign up
                </Link>
                <Link to="/signin" className={buttonClasses({ variant: 'secondary' })}>
                  Sign in
                </Link>
              </div>
            </div>
            <ul className={styles.highlights} aria-label="Why members join">
              <li className={styles.highlight}>
                <span className={styles.highlightTitle}>Interest-free loans</span>
                <span className={styles.highlightText}>Borrow against your savings, backed by fellow members.</span>
              </li>
              <li className={styles.highlight}>
                <span className={styles.highlightTitle}>Three ways to save</span>
                <span className={styles.highlightText}>Regular, target and save-to-loan, with autosave.</span>
              </li>
              <li className={styles.highlight}>
                <span className={styles.highlightTitle}>Buy now, pay over time</span>
                <span className={styles.highlightText}>Product financing with a clear down payment.</span>
              </li>
            </ul>
          </div>
        </section>

        <section id="services" className={styles.section} aria-labelledby="services-title">
          <div className={styles.inner}>
            <h2 id="services-title" className={styles.sectionTitle}>
              What members get
            </h2>
            <p className={styles.lead}>{societyName} is owned by its members. Every service below is open to you once you join.</p>
            <ul className={styles.grid}>
              {SERVICES.map((s) => (
                <li key={s.title} className={styles.card}>
                  <h3 className={styles.cardTitle}>{s.title}</h3>
                  <p className={styles.cardText}>{s.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="join" className={`${styles.section} ${styles.alt}`} aria-labelledby="join-title">
          <div className={styles.inner}>
            <h2 id="join-title" className={styles.sectionTitle}>
              How to join
            </h2>
            <p className={styles.lead}>Joining takes a few minutes on your phone.</p>
            <ol className={styles.steps}>
              {JOIN_STEPS.map((s) => (
                <li key={s.title} className={styles.step}>
                  <h3 className={styles.cardTitle}>{s.title}</h3>
                  <p className={styles.cardText}>{s.text}</p>
                </li>
              ))}
            </ol>
            <div className={styles.ctas} style={{ marginTop: 'var(--space-5)' }}>
              <Link to="/signup" className={buttonClasses()}>
                Sign up now
              </Link>
            </div>
          </div>
        </section>

        <ProductTeaser />

        <section id="faq" className={styles.section} aria-labelledby="faq-title">
          <div className={styles.inner}>
            <h2 id="faq-title" className={styles.sectionTitle}>
              Frequently asked questions
            </h2>
            <div className={styles.faqs}>
              {FAQS.map((f) => (
                <details key={f.question} className={styles.faq}>
                  <summary>{f.question}</summary>
                  <p>{f.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>

        <section id="contact" className={`${styles.section} ${styles.alt}`} aria-labelledby="contact-title">
          <div className={styles.inner}>
            <h2 id="contact-title" className={styles.sectionTitle}>
              {contactLines.length > 0 ? 'Contact us' : 'Ready to start?'}
            </h2>
            {contactLines.length > 0 ? (
              <ul className={styles.contactList}>
                {contactLines.map((line) => (
                  <li key={line.label} className={styles.contactItem}>
                    <span className={styles.contactLabel}>{line.label}</span>
                    {line.node}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.lead}>Create your account today, or sign in to manage your savings, loans and wallet.</p>
            )}
            <div className={styles.ctas}>
              <Link to="/signup" className={buttonClasses()}>
                Sign up
              </Link>
              <Link to="/signin" className={buttonClasses({ variant: 'secondary' })}>
                Sign in
              </Link>
            </div>
          </div>
        </section>
      </main>

      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {societyName}
        </p>
      </footer>
    </div>
  );
}

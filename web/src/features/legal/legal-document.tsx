import type { ReactNode } from 'react';
import { Container } from '../../ui/layout';
import * as styles from './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A policy page: its date, a short table of contents (long legal text is easier to use when you
 * can jump to the part you need) and the numbered sections.
 */
export function LegalDocument({ stamp, intro, sections }: { stamp: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <div className={styles.page}>
      <Container className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <p className={styles.stamp}>{stamp}</p>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </Container>
    </div>
  );
}

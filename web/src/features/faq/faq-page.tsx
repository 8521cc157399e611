import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Container } from '../../ui/layout';
import { EmptyState, LoadingState } from '../../ui/states';
import { SitePageBanner } from '../site/site-page-banner';
import { FaqAccordion } from './faq-accordion';
import { FaqHighlights } from './faq-highlights';
import * as styles from './faq-page.css';
import { faqsQuery } from '../site/faq-query';
import { FaqSideCards } from './faq-side-cards';
import { faqWords } from './faq-words';
import { useWords } from '../site/words';

export function FaqPage() {
  const w = useWords(faqWords);
  const { data: faqs = [], isPending, error } = useQuery(faqsQuery());

  // Spec section 8: an FAQ load failure is only logged; the page then shows that there are none.
  useEffect(() => {
    if (error) console.error('Failed to load FAQs:', error);
  }, [error]);

  return (
    <>
      <SitePageBanner
        section="faq"
        title={w.title}
        subtitle={w.subtitle}
        crumbs={[{ label: w.crumb }]}
      />
      <section className={styles.introSection} aria-labelledby="faq-intro-title">
        <Container>
          <div className={styles.intro}>
            <h2 id="faq-intro-title">{w.introTitle}</h2>
            <p className={styles.lead}>{w.intro}</p>
          </div>
          <FaqHighlights />
        </Container>
      </section>
      <div className={styles.mainBand}>
        <Container className={styles.layout}>
          <section aria-labelledby="faq-list-title">
            <h2 id="faq-list-title" className={styles.listTitle}>
              {w.listTitle}
            </h2>
            {isPending ? (
              <LoadingState label={w.loading} />
            ) : faqs.length === 0 ? (
              <EmptyState message={w.empty} />
            ) : (
              <FaqAccordion faqs={faqs} />
            )}
          </section>
          <FaqSideCards />
        </Container>
      </div>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Container } from '../../ui/layout';
import { EmptyState, LoadingState } from '../../ui/states';
import { PageBanner } from '../../ui/page-banner';
import { FaqAccordion } from './faq-accordion';
import { FaqHighlights } from './faq-highlights';
import * as styles from './faq-page.css';
import { faqsQuery } from '../site/faq-query';
import { FaqSideCards } from './faq-side-cards';

export function FaqPage() {
  const { data: faqs = [], isPending, error } = useQuery(faqsQuery());

  // Spec section 8: an FAQ load failure is only logged; the page then shows that there are none.
  useEffect(() => {
    if (error) console.error('Failed to load FAQs:', error);
  }, [error]);

  return (
    <>
      <PageBanner
        section="faq"
        title="Frequently Asked Questions"
        subtitle="Clear answers for families choosing care for someone they love."
        crumbs={[{ label: 'FAQ' }]}
      />
      <section className={styles.introSection} aria-labelledby="faq-intro-title">
        <Container>
          <div className={styles.intro}>
            <h2 id="faq-intro-title">Choosing Care Comes With Questions</h2>
            <p className={styles.lead}>
              Moving a parent or loved one into care is a big decision. Here are the questions families ask us most often. If yours is not
              here, please reach out: we are glad to help.
            </p>
          </div>
          <FaqHighlights />
        </Container>
      </section>
      <div className={styles.mainBand}>
        <Container className={styles.layout}>
          <section aria-labelledby="faq-list-title">
            <h2 id="faq-list-title" className={styles.listTitle}>
              Common Questions
            </h2>
            {isPending ? (
              <LoadingState label="Loading FAQs..." />
            ) : faqs.length === 0 ? (
              <EmptyState message="No FAQs available at the moment." />
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

import type { Faq } from '../../../lib/types';
import { srOnly } from '../../../ui/layout.css';
import { EmptyState } from '../../../ui/states';
import { CollectionItems } from '../collection/collection-screen';
import { FaqCard } from './faq-card';

type Actions = { onPreview: (faq: Faq) => void; onEdit: (faq: Faq) => void; onDelete: (faq: Faq) => void; deleting: boolean };

/** The FAQ cards, or the spec's empty wording (section 2), which depends on whether a search is on. */
export function FaqList({ faqs, searching, ...actions }: { faqs: Faq[]; searching: boolean } & Actions) {
  const empty = searching ? 'No FAQs found matching your search.' : 'No FAQs found. Create your first FAQ to get started.';
  if (faqs.length === 0) return <EmptyState message={empty} />;
  return (
    <section aria-labelledby="faq-list-heading">
      <h2 id="faq-list-heading" className={srOnly}>
        FAQs ({faqs.length})
      </h2>
      <CollectionItems items={faqs} empty={empty}>
        {(faq) => (
          <li key={faq.id}>
            <FaqCard faq={faq} {...actions} />
          </li>
        )}
      </CollectionItems>
    </section>
  );
}

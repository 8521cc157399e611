import { useMemo, useState } from 'react';
import type { Faq } from '../../../lib/types';
import * as form from '../../../ui/form.css';
import * as page from '../admin-page.css';
import { CollectionFrame, collectionStates } from '../collection/collection-screen';
import { ConfirmDeleteDialog } from '../collection/confirm-delete-dialog';
import { useCollectionScreen, type ScreenWords } from '../collection/use-collection-screen';
import { FaqFormDialog } from './faq-form-dialog';
import { FaqList } from './faq-list';
import { FaqPreviewDialog } from './faq-preview-dialog';
import { FAQS, type FaqInput } from './faqs-api';
import * as styles from './faqs-page.css';

const HEADER = { title: 'FAQ Management', subtitle: 'Manage frequently asked questions for your website', addLabel: 'Add New FAQ' };

const WORDS: ScreenWords<Faq> = {
  noun: 'FAQ',
  loadFailed: 'Failed to load FAQs. Please try again.',
  confirmDelete: () => 'Are you sure you want to delete this FAQ? This action cannot be undone.',
  nameOf: (faq) => faq.question,
};

/** Case-insensitive match on question, answer or category (spec section 5, Search). */
const matches = (faq: Faq, term: string) => [faq.question, faq.answer, faq.category].some((value) => value.toLowerCase().includes(term.toLowerCase()));

/** The search box; without `onChange` (no list yet) it is there but disabled. */
function FaqSearch({ term, onChange }: { term: string; onChange?: (term: string) => void }) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className={form.label}>Search FAQs</span>
        <input className={form.control} type="search" placeholder="Search FAQs..." value={term} onChange={(e) => onChange?.(e.target.value)} disabled={!onChange} />
      </label>
    </div>
  );
}

const states = collectionStates({
  header: HEADER,
  panel: (state) => (
    <div className={page.panel}>
      <FaqSearch term="" />
      {state}
    </div>
  ),
  loading: 'Loading FAQs...',
  loadFailed: WORDS.loadFailed,
});
/** The route's pending and error components: the frame with the loading or error state. */
export const FaqsPending = states.Pending;
export const FaqsLoadFailed = states.Failed;

export function FaqsPage() {
  // An edit sends the order back as it came: the form has no control for it (spec section 3).
  const screen = useCollectionScreen<Faq, FaqInput>(FAQS, WORDS, { sentBack: (faq) => ({ order_index: faq.order_index }) });
  const [term, setTerm] = useState('');
  const search = term.trim();
  const shown = useMemo(() => screen.items.filter((faq) => matches(faq, search)), [screen.items, search]);
  const { open } = screen;

  return (
    <CollectionFrame header={HEADER} onAdd={screen.add}>
      <div className={page.panel}>
        <FaqSearch term={term} onChange={setTerm} />
        <FaqList faqs={shown} searching={search !== ''} onPreview={screen.preview} onEdit={screen.edit} onDelete={screen.confirmDelete} deleting={screen.writes.remove.isPending} />
      </div>
      {(open?.kind === 'add' || open?.kind === 'edit') && <FaqFormDialog key={screen.editing?.id ?? 'new'} faq={screen.editing} busy={screen.busy} onClose={screen.close} onSubmit={screen.save} />}
      {open?.kind === 'preview' && <FaqPreviewDialog faq={open.item} onClose={screen.close} />}
      {screen.deleteQuestion && <ConfirmDeleteDialog {...screen.deleteQuestion} />}
    </CollectionFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import type { Faq } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { ErrorState, LoadingState } from '../../../ui/states';
import * as page from '../admin-page.css';
import { FaqFormDialog } from './faq-form-dialog';
import { FaqList } from './faq-list';
import { FaqPreviewDialog } from './faq-preview-dialog';
import { adminFaqsQuery, useCreateFaq, useDeleteFaq, useRestoreFaq, useUpdateFaq, type FaqInput } from './faqs-api';
import * as styles from './faqs-page.css';
import { deleteWithUndo } from '../delete-with-undo';
import { failureText } from '../failure-text';

type Open = { kind: 'add' } | { kind: 'edit' | 'preview'; faq: Faq } | null;

const LOAD_FAILED = 'Failed to load FAQs. Please try again.';

/** Case-insensitive match on question, answer or category (spec section 5, Search). */
const matches = (faq: Faq, term: string) => [faq.question, faq.answer, faq.category].some((value) => value.toLowerCase().includes(term.toLowerCase()));

export function FaqsPage() {
  // The admin layout shows a screen only to an approved admin (routes/admin.tsx), so its data loads only for one (spec section 6).
  const faqs = useQuery(adminFaqsQuery());
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const restore = useRestoreFaq();

  useEffect(() => {
    if (faqs.error) notifyError(LOAD_FAILED, faqs.error);
  }, [faqs.error]);

  const search = term.trim();
  const shown = useMemo(() => (faqs.data ?? []).filter((faq) => matches(faq, search)), [faqs.data, search]);

  const save = (values: FaqInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.faq.id, ...values, order_index: open.faq.order_index },
        { onSuccess: () => (close(), notifySuccess('FAQ updated successfully.')), onError: (e) => notifyError(failureText('update FAQ', e), e) },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => (close(), notifySuccess('FAQ created successfully.')),
        onError: (e) => notifyError(failureText('create FAQ', e), e),
      });
    }
  };

  const deleteFaq = (faq: Faq) => {
    if (!window.confirm('Are you sure you want to delete this FAQ? This action cannot be undone.')) return;
    void deleteWithUndo({ noun: 'FAQ', remove: () => remove.mutateAsync(faq.id), restore: () => restore.mutateAsync(faq.id) });
  };

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>FAQ Management</h1>
          <p className={page.subtitle}>Manage frequently asked questions for your website</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => setOpen({ kind: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Add New FAQ
        </button>
      </div>
      <div className={page.panel}>
        <div className={styles.toolbar}>
          <label className={styles.search}>
            <span className={form.label}>Search FAQs</span>
            <input className={form.control} type="search" placeholder="Search FAQs..." value={term} onChange={(e) => setTerm(e.target.value)} />
          </label>
        </div>
        {faqs.isPending ? (
          <LoadingState label="Loading FAQs..." />
        ) : faqs.isError && !faqs.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void faqs.refetch()} />
        ) : (
          <FaqList
            faqs={shown}
            searching={search !== ''}
            onPreview={(faq) => setOpen({ kind: 'preview', faq })}
            onEdit={(faq) => setOpen({ kind: 'edit', faq })}
            onDelete={deleteFaq}
            deleting={remove.isPending}
          />
        )}
      </div>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <FaqFormDialog key={open.kind === 'edit' ? open.faq.id : 'new'} faq={open.kind === 'edit' ? open.faq : undefined} busy={create.isPending || update.isPending} onClose={close} onSubmit={save} />
      )}
      {open?.kind === 'preview' && <FaqPreviewDialog faq={open.faq} onClose={close} />}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { ErrorState, LoadingState } from '../../../ui/states';
import { usePageMeta } from '../../site/page-meta';
import { PAGE_TEXT } from '../../site/page-text';
import * as page from '../admin-page.css';
import { DeleteInquiryDialog } from './delete-inquiry-dialog';
import { INQUIRY_STATUSES, inquiriesQuery, useDeleteInquiry, useRestoreInquiry, useUpdateInquiry, type Inquiry, type InquiryChanges } from './inquiries-api';
import { InquiryDialog } from './inquiry-dialog';
import { matchesSearch } from './inquiry-format';
import { InquiryList } from './inquiry-list';
import * as styles from './inquiries.css';
import { deleteWithUndo } from '../delete-with-undo';
import { failureText } from '../failure-text';

type Open = { kind: 'details' | 'delete'; inquiry: Inquiry } | null;

const LOAD_FAILED = 'Failed to load inquiries. Please try again.';
const SHOW = ['all', ...INQUIRY_STATUSES] as const;

/** The tour-request inbox: what families sent through the contact form, and how each was followed up. */
export function InquiriesPage() {
  usePageMeta(PAGE_TEXT.adminInquiries.title, PAGE_TEXT.adminInquiries.description);
  // The admin layout shows a screen only to an approved admin (routes/admin.tsx), so its data loads only for one (spec section 6).
  const inquiries = useQuery(inquiriesQuery());
  const [term, setTerm] = useState('');
  const [show, setShow] = useState<(typeof SHOW)[number]>('all');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const update = useUpdateInquiry();
  const remove = useDeleteInquiry();
  const restore = useRestoreInquiry();

  useEffect(() => {
    if (inquiries.error) notifyError(LOAD_FAILED, inquiries.error);
  }, [inquiries.error]);

  const search = term.trim();
  const shown = useMemo(
    () => (inquiries.data ?? []).filter((inquiry) => (show === 'all' || inquiry.status === show) && matchesSearch(inquiry, search)),
    [inquiries.data, search, show],
  );

  const save = (changes: InquiryChanges) =>
    update.mutate(changes, {
      onSuccess: () => (close(), notifySuccess('Inquiry updated successfully.')),
      onError: (e) => notifyError(failureText('update inquiry', e), e),
    });

  // The card leaves at once, so the question closes at once too; Undo is in the toast that follows.
  const confirmDelete = (inquiry: Inquiry) => {
    close();
    void deleteWithUndo({ noun: 'Inquiry', remove: () => remove.mutateAsync(inquiry.id), restore: () => restore.mutateAsync(inquiry.id) });
  };

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Inquiries</h1>
          <p className={page.subtitle}>Contact messages and tour requests from the website, newest first</p>
        </div>
      </div>
      <div className={page.panel}>
        <div className={styles.toolbar}>
          <label className={styles.search}>
            <span className={form.label}>Search inquiries</span>
            <input className={form.control} type="search" placeholder="Search inquiries..." value={term} onChange={(e) => setTerm(e.target.value)} />
          </label>
          <div className={styles.filter}>
            <SelectField id="inquiry-show" label="Show" value={show} options={SHOW} onChange={(e) => setShow(e.target.value as (typeof SHOW)[number])} />
          </div>
        </div>
        {inquiries.isPending ? (
          <LoadingState label="Loading inquiries..." />
        ) : inquiries.isError && !inquiries.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void inquiries.refetch()} />
        ) : (
          <InquiryList
            inquiries={shown}
            filtered={search !== '' || show !== 'all'}
            onOpen={(inquiry) => setOpen({ kind: 'details', inquiry })}
            onDelete={(inquiry) => setOpen({ kind: 'delete', inquiry })}
          />
        )}
      </div>
      {open?.kind === 'details' && <InquiryDialog key={open.inquiry.id} inquiry={open.inquiry} busy={update.isPending} onClose={close} onSave={save} />}
      {open?.kind === 'delete' && <DeleteInquiryDialog inquiry={open.inquiry} busy={remove.isPending} onClose={close} onConfirm={() => confirmDelete(open.inquiry)} />}
    </>
  );
}

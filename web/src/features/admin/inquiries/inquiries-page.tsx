import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { button } from '../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { ErrorState, LoadingState } from '../../../ui/states';
import * as page from '../admin-page.css';
import { inquiriesExportUrl, inquiriesQuery, useDeleteInquiry, useRestoreInquiry, useUpdateInquiry, type Inquiry, type InquiryChanges } from './inquiries-api';
import { InquiryDialog } from './inquiry-dialog';
import { fullName } from './inquiry-format';
import { NO_FILTERS, exportFilters, isFiltered, matchesFilters } from './inquiry-filters';
import { InquiryList } from './inquiry-list';
import { InquiryToolbar } from './inquiry-toolbar';
import * as styles from './inquiries.css';
import { ConfirmDeleteDialog } from '../collection/confirm-delete-dialog';
import { deleteWithUndo } from '../collection/delete-with-undo';
import { failureText } from '../failure-text';

type Open = { kind: 'details' | 'delete'; inquiry: Inquiry } | null;

const LOAD_FAILED = 'Failed to load inquiries. Please try again.';

/** The tour-request inbox: what families sent through the contact form, and how each was followed up. */
export function InquiriesPage() {
  // The admin layout shows a screen only to an approved admin (routes/admin.tsx), so its data loads only for one (spec section 6).
  const inquiries = useQuery(inquiriesQuery());
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const update = useUpdateInquiry();
  const remove = useDeleteInquiry();
  const restore = useRestoreInquiry();

  useEffect(() => {
    if (inquiries.error) notifyError(LOAD_FAILED, inquiries.error);
  }, [inquiries.error]);

  const shown = useMemo(() => (inquiries.data ?? []).filter((inquiry) => matchesFilters(inquiry, filters)), [inquiries.data, filters]);
  const exportFiltered = Object.values(exportFilters(filters)).some(Boolean);

  const save = (changes: InquiryChanges) =>
    update.mutate(changes, {
      onSuccess: () => (close(), notifySuccess('Inquiry updated successfully.')),
      onError: (e) => notifyError(failureText('update inquiry', e), e),
    });

  // The card leaves at once, so the question closes at once too; Undo is in the toast that follows.
  const confirmDelete = (inquiry: Inquiry) => {
    close();
    void deleteWithUndo({ noun: 'Inquiry', name: fullName(inquiry), remove: () => remove.mutateAsync(inquiry.id), restore: () => restore.mutateAsync(inquiry.id) });
  };

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Inquiries</h1>
          <p className={page.subtitle}>Contact messages and tour requests from the website, newest first</p>
        </div>
        <div className={styles.exportAction}>
          <a className={button({ tone: 'outline' })} href={inquiriesExportUrl(exportFilters(filters))} download aria-describedby="inquiry-export-hint">
            <Download size={18} aria-hidden="true" /> Export CSV
          </a>
          <span id="inquiry-export-hint" className={styles.muted}>
            {exportFiltered ? 'The inquiries with the chosen move-in timeframe and payment source' : 'Every inquiry'}, as a spreadsheet file
          </span>
        </div>
      </div>
      <div className={page.panel}>
        <InquiryToolbar filters={filters} onChange={setFilters} />
        {inquiries.isPending ? (
          <LoadingState label="Loading inquiries..." />
        ) : inquiries.isError && !inquiries.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void inquiries.refetch()} />
        ) : (
          <InquiryList
            inquiries={shown}
            filtered={isFiltered(filters)}
            onOpen={(inquiry) => setOpen({ kind: 'details', inquiry })}
            onDelete={(inquiry) => setOpen({ kind: 'delete', inquiry })}
          />
        )}
      </div>
      {open?.kind === 'details' && <InquiryDialog key={open.inquiry.id} inquiry={open.inquiry} busy={update.isPending} onClose={close} onSave={save} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete Inquiry"
          question={
            <>
              Are you sure you want to delete the inquiry from <strong>{fullName(open.inquiry)}</strong>?
            </>
          }
          restorable
          busy={remove.isPending}
          onClose={close}
          onConfirm={() => confirmDelete(open.inquiry)}
        />
      )}
    </>
  );
}

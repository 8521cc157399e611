import { useSuspenseQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import * as page from '../admin-page.css';
import { inquiriesExportUrl, inquiriesQuery, useDeleteInquiry, useRestoreInquiry, useUpdateInquiry, type Inquiry, type InquiryChanges } from './inquiries-api';
import { InquiryDialog } from './inquiry-dialog';
import { fullName } from './inquiry-format';
import { NO_FILTERS, exportFilters, isFiltered, matchesFilters, type InquiryFilters } from './inquiry-filters';
import { InquiryList } from './inquiry-list';
import { InquiryToolbar } from './inquiry-toolbar';
import * as styles from './inquiries.css';
import { ConfirmDeleteDialog } from '../collection/confirm-delete-dialog';
import { deleteWithUndo } from '../collection/delete-with-undo';
import { failureText } from '../failure-text';
import { screenStates } from '../screen-states';

type Open = { kind: 'details' | 'delete'; inquiry: Inquiry } | null;

const LOAD_FAILED = 'Failed to load inquiries. Please try again.';

type FrameProps = { filters?: InquiryFilters; onChange?: (filters: InquiryFilters) => void; children: ReactNode; dialogs?: ReactNode };

/**
 * The screen's title, the export of what the filters choose, and the panel with the toolbar
 * around the list or its loading or error state. Without `onChange` (no list yet) the toolbar is
 * there but disabled.
 */
function InquiriesFrame({ filters = NO_FILTERS, onChange, children, dialogs }: FrameProps) {
  const exportFiltered = Object.values(exportFilters(filters)).some(Boolean);
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
        <InquiryToolbar filters={filters} onChange={onChange} />
        {children}
      </div>
      {dialogs}
    </>
  );
}

const states = screenStates({ frame: (state) => <InquiriesFrame>{state}</InquiriesFrame>, loading: 'Loading inquiries...', loadFailed: LOAD_FAILED });
/** The route's pending and error components: the frame with the loading or error state. */
export const InquiriesPending = states.Pending;
export const InquiriesLoadFailed = states.Failed;

/**
 * The tour-request inbox: what families sent through the contact form, and how each was followed
 * up. The route's loader has the inquiries in the cache; a later read that fails keeps the list
 * and says so in a toast. `openId` opens that request's details at once (an alert's tap).
 */
export function InquiriesPage({ openId }: { openId?: number } = {}) {
  const { data: inquiries, error } = useSuspenseQuery(inquiriesQuery());
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<Open>(() => {
    const named = openId === undefined ? undefined : inquiries.find((inquiry) => inquiry.id === openId);
    return named ? { kind: 'details', inquiry: named } : null;
  });
  const close = () => setOpen(null);

  const update = useUpdateInquiry();
  const remove = useDeleteInquiry();
  const restore = useRestoreInquiry();

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  const shown = useMemo(() => inquiries.filter((inquiry) => matchesFilters(inquiry, filters)), [inquiries, filters]);

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

  const dialogs = (
    <>
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

  return (
    <InquiriesFrame filters={filters} onChange={setFilters} dialogs={dialogs}>
      <InquiryList
        inquiries={shown}
        filtered={isFiltered(filters)}
        onOpen={(inquiry) => setOpen({ kind: 'details', inquiry })}
        onDelete={(inquiry) => setOpen({ kind: 'delete', inquiry })}
      />
    </InquiriesFrame>
  );
}

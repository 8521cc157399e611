import { useSuspenseQuery } from '@tanstack/react-query';
import { Filter } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as page from '../admin-page.css';
import { adminCatalogQuery, useCreateItem, useDeleteItem, useRestoreItem, useUpdateItem, type CatalogInput, type CatalogItem } from './catalog-admin-api';
import * as styles from './catalog-admin.css';
import { CatalogDetailsDialog } from './catalog-details-dialog';
import { CatalogFormDialog } from './catalog-form-dialog';
import { PROGRAM_KIND, SERVICE_KIND, type CatalogKind } from './catalog-kinds';
import { CatalogRow } from './catalog-row';
import { ConfirmDeleteDialog } from '../collection/confirm-delete-dialog';
import { deleteWithUndo } from '../collection/delete-with-undo';
import { failureText } from '../failure-text';
import { screenStates } from '../screen-states';

type Open = { kind: 'add' } | { kind: 'edit' | 'view' | 'delete'; item: CatalogItem } | null;

/** Title, description or status, case-insensitive (spec section 2). */
const matches = (item: CatalogItem, term: string) => [item.title, item.description, item.status].some((value) => value.toLowerCase().includes(term.toLowerCase()));

type FrameProps = {
  kind: CatalogKind;
  /** Without it (while the list loads, or when it could not be read) Add and the search are there but disabled. */
  search?: { term: string; onChange: (term: string) => void; onAdd: () => void };
  count?: number;
  children: ReactNode;
  dialogs?: ReactNode;
};

/** The screen's title, Add, the search and the list's panel around its rows or its loading state. */
function CatalogFrame({ kind, search, count = 0, children, dialogs }: FrameProps) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>{kind.title}</h1>
          <p className={page.subtitle}>{kind.subtitle}</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={search?.onAdd} disabled={!search}>
          Add New {kind.noun}
        </button>
      </div>
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className={form.label}>Search {kind.plural}</span>
          <input className={form.control} type="search" placeholder={`Search ${kind.plural}...`} value={search?.term ?? ''} onChange={(e) => search?.onChange(e.target.value)} disabled={!search} />
        </label>
        {/* Shown as the spec has it; filtering by status is done through the search box. */}
        <button type="button" className={button({ tone: 'outline' })}>
          <Filter size={18} aria-hidden="true" /> Filter by Status
        </button>
      </div>
      <section className={page.panel} aria-labelledby={`${kind.plural}-list-title`}>
        <h2 id={`${kind.plural}-list-title`} className={page.panelTitle}>
          Website {kind.noun}s ({count})
        </h2>
        {children}
      </section>
      {dialogs}
    </>
  );
}

/** What an empty list says; a list that could not be read says it too, as before (the toast says why). */
const NoneFound = ({ kind }: { kind: CatalogKind }) => <p>No {kind.plural} found.</p>;

/** A kind's pending and error components: the frame with the loading state, or with no rows and the error toast. */
const catalogStates = (kind: CatalogKind) =>
  screenStates({
    frame: (state) => <CatalogFrame kind={kind}>{state}</CatalogFrame>,
    loading: `Loading ${kind.plural}...`,
    loadFailed: `Failed to load ${kind.plural}. Please try again.`,
    failed: () => <NoneFound kind={kind} />,
  });
const services = catalogStates(SERVICE_KIND);
const programs = catalogStates(PROGRAM_KIND);
/** The routes' pending and error components. */
export const ServicesPending = services.Pending;
export const ServicesLoadFailed = services.Failed;
export const ProgramsPending = programs.Pending;
export const ProgramsLoadFailed = programs.Failed;

/**
 * Services Management and Programs Management (spec section 2). The route's loader has the list in
 * the cache; a later read that fails keeps the list and says so in a toast.
 */
export function CatalogAdminPage({ kind }: { kind: CatalogKind }) {
  const { data: items, error } = useSuspenseQuery(adminCatalogQuery(kind));
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const create = useCreateItem(kind);
  const update = useUpdateItem(kind);
  const remove = useDeleteItem(kind);
  const restore = useRestoreItem(kind);
  const noun = kind.noun.toLowerCase();
  const close = () => setOpen(null);

  useEffect(() => {
    if (error) notifyError(`Failed to load ${kind.plural}. Please try again.`, error);
  }, [error, kind.plural]);

  const shown = useMemo(() => items.filter((item) => matches(item, term.trim())), [items, term]);

  const save = (input: CatalogInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.item.id, ...input },
        { onSuccess: () => (close(), notifySuccess(`${kind.noun} updated successfully.`)), onError: (e) => notifyError(failureText(`update ${noun}`, e), e) },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => (close(), notifySuccess(`${kind.noun} created successfully.`)),
        onError: (e) => notifyError(failureText(`create ${noun}`, e), e),
      });
    }
  };

  // The row leaves at once, so the question closes at once too; Undo is in the toast that follows.
  const deleteNow = (item: CatalogItem) => {
    close();
    void deleteWithUndo({ noun: kind.noun, name: item.title, remove: () => remove.mutateAsync(item.id), restore: () => restore.mutateAsync(item.id) });
  };

  const dialogs = (
    <>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <CatalogFormDialog key={open.kind === 'edit' ? open.item.id : 'new'} kind={kind} item={open.kind === 'edit' ? open.item : undefined} busy={create.isPending || update.isPending} onClose={close} onSubmit={save} />
      )}
      {open?.kind === 'view' && <CatalogDetailsDialog kind={kind} item={open.item} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog title={`Delete ${kind.noun}`} question={`Are you sure you want to delete this ${noun}?`} restorable onClose={close} onConfirm={() => deleteNow(open.item)} />
      )}
    </>
  );

  return (
    <CatalogFrame kind={kind} search={{ term, onChange: setTerm, onAdd: () => setOpen({ kind: 'add' }) }} count={shown.length} dialogs={dialogs}>
      {shown.length === 0 ? (
        <NoneFound kind={kind} />
      ) : (
        <ul className={styles.list}>
          {shown.map((item) => (
            <CatalogRow key={item.id} kind={kind} item={item} onView={() => setOpen({ kind: 'view', item })} onEdit={() => setOpen({ kind: 'edit', item })} onDelete={() => setOpen({ kind: 'delete', item })} />
          ))}
        </ul>
      )}
    </CatalogFrame>
  );
}

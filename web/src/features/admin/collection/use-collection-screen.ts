import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { collectionQuery, useCollectionWrites, type Collection, type Item } from './collection-api';
import type { DeleteQuestion } from './confirm-delete-dialog';
import { deleteWithUndo } from './delete-with-undo';
import { inSentence } from './delete-words';

/** Which dialog is open: the add form, the edit form of one record, or a read-only look at one. */
export type Open<TItem> = { kind: 'add' } | { kind: 'edit' | 'preview'; item: TItem } | null;

export type ScreenWords<TItem> = {
  /** The type's `one` (@afh/contract/content-types): the toasts' first word. */
  noun: string;
  /** The spec's load failure ('Failed to load FAQs. Please try again.'). */
  loadFailed: string;
  /** The question before a delete. */
  confirmDelete: (item: TItem) => string;
  /** How the admin knows an item (its question, alt text, name): the delete's toast names it. */
  nameOf: (item: TItem) => string;
};

type Options<TItem> = {
  /** Fields an edit sends back as they came, having no control in the form (an FAQ's order, spec section 3). */
  sentBack?: (item: TItem) => Partial<TItem>;
};

/**
 * What a collection screen does with its list: reads it (the route's loader has it in the cache
 * already: `useSuspenseQuery` only suspends when it has not), opens the add and edit dialogs, saves
 * them with the spec's toasts, and deletes after the app's own confirmation, with Undo. A later read that fails
 * while the list is shown keeps the list and says so in a toast.
 */
export function useCollectionScreen<TItem extends Item, TInput extends Partial<TItem>>(collection: Collection, words: ScreenWords<TItem>, { sentBack }: Options<TItem> = {}) {
  const { data: items, error } = useSuspenseQuery(collectionQuery<TItem>(collection));
  const writes = useCollectionWrites<TItem, TInput>(collection);
  const { create, update, remove, restore } = writes;
  const [open, setOpen] = useState<Open<TItem>>(null);
  const [asking, setAsking] = useState<TItem | null>(null);
  const close = () => setOpen(null);
  const { noun, loadFailed } = words;
  const what = inSentence(noun);

  useEffect(() => {
    if (error) notifyError(loadFailed, error);
  }, [error, loadFailed]);

  const save = (values: TInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.item.id, ...values, ...sentBack?.(open.item) },
        { onSuccess: () => (close(), notifySuccess(`${noun} updated successfully.`)), onError: (e) => notifyError(failureText(`update ${what}`, e), e) },
      );
    } else {
      create.mutate(values, { onSuccess: () => (close(), notifySuccess(`${noun} created successfully.`)), onError: (e) => notifyError(failureText(`create ${what}`, e), e) });
    }
  };

  // The row leaves at once, so the question closes at once too; Undo is in the toast that follows.
  const deleteNow = (item: TItem) => {
    setAsking(null);
    void deleteWithUndo({ noun, name: words.nameOf(item), remove: () => remove.mutateAsync(item.id), restore: () => restore.mutateAsync(item.id) });
  };
  const deleteQuestion: DeleteQuestion | null = asking && {
    title: `Delete ${noun}`,
    question: words.confirmDelete(asking),
    restorable: true,
    onClose: () => setAsking(null),
    onConfirm: () => deleteNow(asking),
  };

  return {
    items,
    writes,
    open,
    /** The record of the open edit form, for its dialog; undefined for the add form. */
    editing: open?.kind === 'edit' ? open.item : undefined,
    add: () => setOpen({ kind: 'add' }),
    edit: (item: TItem) => setOpen({ kind: 'edit', item }),
    preview: (item: TItem) => setOpen({ kind: 'preview', item }),
    close,
    save,
    /** Asks first, in the app's dialog (`deleteQuestion`, for ConfirmDeleteDialog). */
    confirmDelete: setAsking,
    deleteQuestion,
    busy: create.isPending || update.isPending,
  };
}

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminGalleryPhoto } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { PAGE_TEXT } from '../../site/page-text';
import * as page from '../admin-page.css';
import { deleteWithUndo } from '../delete-with-undo';
import { failureText } from '../failure-text';
import * as styles from '../showcase/showcase.css';
import { useOrder } from '../showcase/use-order';
import { adminGalleryQuery, useCreatePhoto, useDeletePhoto, useReorderPhotos, useRestorePhoto, useUpdatePhoto, type PhotoInput } from './gallery-api';
import { GalleryFormDialog } from './gallery-form-dialog';
import { GalleryRow } from './gallery-row';

type Open = { kind: 'add' } | { kind: 'edit'; photo: AdminGalleryPhoto } | null;

const LOAD_FAILED = 'Failed to load photos. Please try again.';

/** The photos of Our Home (issue 19): add, edit, order and delete them. */
export function GalleryPage() {
  const photos = useQuery(adminGalleryQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const create = useCreatePhoto();
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const restore = useRestorePhoto();
  const reorder = useReorderPhotos();
  const all = photos.data ?? [];
  const order = useOrder(all, reorder);

  useEffect(() => {
    if (photos.error) notifyError(LOAD_FAILED, photos.error);
  }, [photos.error]);

  const save = (values: PhotoInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.photo.id, ...values },
        { onSuccess: () => (close(), notifySuccess('Photo updated successfully.')), onError: (e) => notifyError(failureText('update photo', e), e) },
      );
    } else {
      create.mutate(values, { onSuccess: () => (close(), notifySuccess('Photo created successfully.')), onError: (e) => notifyError(failureText('create photo', e), e) });
    }
  };

  const confirmDelete = (photo: AdminGalleryPhoto) => {
    if (!window.confirm('Are you sure you want to delete this photo?')) return;
    void deleteWithUndo({ noun: 'Photo', remove: () => remove.mutateAsync(photo.id), restore: () => restore.mutateAsync(photo.id) });
  };

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>{PAGE_TEXT.adminGallery.title}</h1>
          <p className={page.subtitle}>{PAGE_TEXT.adminGallery.description}</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => setOpen({ kind: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Add Photo
        </button>
      </div>
      <section className={page.panel} aria-labelledby="gallery-list-title">
        <h2 id="gallery-list-title" className={page.panelTitle}>
          Photos ({all.length})
        </h2>
        {photos.isPending ? (
          <LoadingState label="Loading photos..." />
        ) : photos.isError && !photos.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void photos.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState message="No photos yet. Add the first photo of the home." />
        ) : (
          <ul className={styles.list}>
            {all.map((photo, index) => (
              <GalleryRow
                key={photo.id}
                photo={photo}
                index={index}
                count={all.length}
                onMove={order.move}
                focus={order.focus}
                onFocused={order.focused}
                onEdit={() => setOpen({ kind: 'edit', photo })}
                onDelete={() => confirmDelete(photo)}
              />
            ))}
          </ul>
        )}
      </section>
      {open && (
        <GalleryFormDialog key={open.kind === 'edit' ? open.photo.id : 'new'} photo={open.kind === 'edit' ? open.photo : undefined} busy={create.isPending || update.isPending} onClose={close} onSubmit={save} />
      )}
    </>
  );
}

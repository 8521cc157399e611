import type { AdminGalleryPhoto } from '../../../lib/types';
import { useCollectionReorder } from '../collection/collection-api';
import { ListScreen, listScreenStates, type ListScreenWords } from '../collection/collection-screen';
import { useCollectionScreen } from '../collection/use-collection-screen';
import { useOrder } from '../collection/use-order';
import { GALLERY, type PhotoInput } from './gallery-api';
import { GalleryFormDialog } from './gallery-form-dialog';
import { GalleryRow } from './gallery-row';

const WORDS: ListScreenWords<AdminGalleryPhoto> = {
  header: { title: 'Gallery', subtitle: 'Photos of the home for the Our Home page.', addLabel: 'Add Photo' },
  panel: { id: 'gallery-list-title', title: (count) => `Photos (${count})` },
  noun: 'Photo',
  loading: 'Loading photos...',
  loadFailed: 'Failed to load photos. Please try again.',
  empty: 'No photos yet. Add the first photo of the home.',
  confirmDelete: () => 'Are you sure you want to delete this photo?',
  nameOf: (photo) => photo.alt,
};

const states = listScreenStates(WORDS);
/** The route's pending and error components: the frame with the loading or error state. */
export const GalleryPending = states.Pending;
export const GalleryLoadFailed = states.Failed;

/** The photos of Our Home (issue 19): add, edit, order and delete them. */
export function GalleryPage() {
  const screen = useCollectionScreen<AdminGalleryPhoto, PhotoInput>(GALLERY, WORDS);
  const reorder = useCollectionReorder<AdminGalleryPhoto>(GALLERY);
  const order = useOrder(screen.items, reorder);
  const dialog = screen.open && <GalleryFormDialog key={screen.editing?.id ?? 'new'} photo={screen.editing} busy={screen.busy} onClose={screen.close} onSubmit={screen.save} />;

  return (
    <ListScreen words={WORDS} items={screen.items} onAdd={screen.add} dialog={dialog} deleteQuestion={screen.deleteQuestion}>
      {(photo, index) => <GalleryRow key={photo.id} photo={photo} order={order.at(index)} onEdit={() => screen.edit(photo)} onDelete={() => screen.confirmDelete(photo)} />}
    </ListScreen>
  );
}

import type { AdminGalleryPhoto } from '../../../lib/types';
import { CollectionFormDialog, TextField, type FormDialogProps } from '../collection/collection-dialog';
import { StatusField } from '../collection/status-field';
import { ImageUpload } from '../image-upload/image-upload';
import type { PhotoInput } from './gallery-api';

const EMPTY: PhotoInput = { image_url: '', alt: '', caption: '', status: 'active' };

/** Add or edit (prefilled) a photo of the home. The photo and its alt text are required. */
export function GalleryFormDialog({ photo, ...dialog }: { photo?: AdminGalleryPhoto } & FormDialogProps<PhotoInput>) {
  return (
    <CollectionFormDialog noun="Photo" item={photo} empty={() => EMPTY} type="photo" {...dialog}>
      {({ id, values, set }) => (
        <>
          <ImageUpload label="Photo" value={values.image_url} onChange={(image) => set('image_url', image)} />
          <TextField
            id={`${id}-alt`}
            label="Alt text"
            value={values.alt}
            onChange={(alt) => set('alt', alt)}
            required
            translated="alt"
            hint={'Describe the photo for visitors who cannot see it, e.g. "A sunny bedroom with a quilt and a window to the garden".'}
          />
          <TextField id={`${id}-caption`} label="Caption (optional)" value={values.caption} onChange={(caption) => set('caption', caption)} hint="Shown under the photo on Our Home." translated="caption" />
          <StatusField id={`${id}-status`} value={values.status} onChange={(status) => set('status', status)} what="photos" />
        </>
      )}
    </CollectionFormDialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { AdminGalleryPhoto } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { ImageUpload } from '../image-upload/image-upload';
import { StatusField } from '../showcase/status-field';
import type { PhotoInput } from './gallery-api';

const EMPTY: PhotoInput = { image_url: '', alt: '', caption: '', status: 'active' };

/**
 * Add or edit (prefilled) a photo of the home. Mounted fresh for each opening, so cancel or close
 * resets it. The photo and its alt text are `required`, but submission is not blocked (as on the
 * other screens): the server refuses what is missing ('Alt text is required') and the page's error
 * toast says so, while the form keeps what was typed.
 */
export function GalleryFormDialog({ photo, busy, onClose, onSubmit }: { photo?: AdminGalleryPhoto; busy: boolean; onClose: () => void; onSubmit: (values: PhotoInput) => void }) {
  const id = useId();
  const [start] = useState<PhotoInput>(photo ? { image_url: photo.image_url, alt: photo.alt, caption: photo.caption, status: photo.status } : EMPTY);
  const [values, setValues] = useState<PhotoInput>(start);
  const set = <K extends keyof PhotoInput>(key: K, value: PhotoInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Dialog open title={photo ? 'Edit Photo' : 'Add Photo'} onClose={onClose} dirty={isChanged(start, values)}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <ImageUpload label="Photo" value={values.image_url} onChange={(image) => set('image_url', image)} />
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-alt`}>
            Alt text
          </label>
          <input id={`${id}-alt`} className={form.control} value={values.alt} onChange={(e) => set('alt', e.target.value)} required aria-describedby={`${id}-alt-hint`} />
          <p id={`${id}-alt-hint`} className={form.hint}>
            Describe the photo for visitors who cannot see it, e.g. &quot;A sunny bedroom with a quilt and a window to the garden&quot;.
          </p>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-caption`}>
            Caption (optional)
          </label>
          <input id={`${id}-caption`} className={form.control} value={values.caption} onChange={(e) => set('caption', e.target.value)} aria-describedby={`${id}-caption-hint`} />
          <p id={`${id}-caption-hint`} className={form.hint}>
            Shown under the photo on Our Home.
          </p>
        </div>
        <StatusField id={`${id}-status`} value={values.status} onChange={(status) => set('status', status)} what="photos" />
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {photo ? 'Update Photo' : 'Create Photo'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { button } from '../../../ui/button.css';
import { Dialog } from '../../../ui/dialog';
import { srOnly } from '../../../ui/layout.css';
import { SiteImage } from '../../../ui/site-image';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { adminGalleryQuery } from '../gallery/gallery-api';
import * as styles from './image-upload.css';

/** A Gallery photo as a form takes it: its image value and its alt text. */
export type PickedPhoto = { image_url: string; alt: string };

type Props = {
  /** What the button says which picture it is for ("Pick from Gallery for slide 1"), read by screen readers. */
  context: string;
  /** The form's current image value: that photo shows as chosen. */
  current: string;
  onPick: (photo: PickedPhoto) => void;
};

/**
 * "Pick from Gallery" (issue 33): the photos already on the Gallery screen, as thumbnails named by
 * their alt text, in a dialog. Tab moves between them, Enter or Space picks one, Escape closes
 * without a change; the dialog gives focus back to the button that opened it.
 */
export function GalleryPicker({ context, current, onPick }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'outline' })}
        onClick={() => setOpen(true)}
      >
        <Images size={18} aria-hidden="true" /> Pick from Gallery
        <span className={srOnly}> {context}</span>
      </button>
      {open && (
        <Dialog
          open
          title="Pick a photo from the Gallery"
          onClose={() => setOpen(false)}
        >
          <GalleryChoices
            current={current}
            onPick={(photo) => {
              setOpen(false);
              onPick(photo);
            }}
          />
        </Dialog>
      )}
    </>
  );
}

function GalleryChoices({
  current,
  onPick,
}: {
  current: string;
  onPick: (photo: PickedPhoto) => void;
}) {
  const photos = useQuery(adminGalleryQuery());
  const list = useRef<HTMLUListElement>(null);
  // Photos that arrive after the dialog opened (a first load) still put the focus on the first one.
  const ready = photos.isSuccess;
  useEffect(() => {
    if (ready && !list.current?.contains(document.activeElement)) list.current?.querySelector('button')?.focus();
  }, [ready]);
  if (photos.isPending) return <LoadingState label="Loading photos..." />;
  if (photos.error)
    return (
      <ErrorState
        message="The Gallery could not be loaded."
        onRetry={() => void photos.refetch()}
      />
    );
  if (photos.data.length === 0)
    return (
      <EmptyState message="The Gallery has no photos yet. Add some on the Gallery screen, or upload a photo here." />
    );
  return (
    <ul ref={list} className={styles.pickerGrid} aria-label="Gallery photos">
      {photos.data.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            className={styles.pickerItem}
            aria-pressed={photo.image_url === current}
            onClick={() =>
              onPick({ image_url: photo.image_url, alt: photo.alt })
            }
          >
            {/* The button's words name the photo: the thumbnail adds nothing for a screen reader. */}
            <SiteImage
              value={photo.image_url}
              alt=""
              width={320}
              height={240}
              sizes="9rem"
              className={styles.pickerThumb}
            />
            <span className={styles.pickerName}>{photo.alt}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

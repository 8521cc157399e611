import { imageOrPlaceholder } from '../../../lib/images';
import type { AdminGalleryPhoto } from '../../../lib/types';
import * as styles from '../collection/collection.css';
import { OrderedRow } from '../collection/collection-row';
import type { RowOrder } from '../collection/use-order';

type Props = { photo: AdminGalleryPhoto; order: RowOrder; onEdit: () => void; onDelete: () => void };

/** One photo of the list: the picture, its alt text (the row's name), caption, status and actions. */
export function GalleryRow({ photo, ...row }: Props) {
  return (
    <OrderedRow
      id={photo.id}
      name={photo.alt}
      status={photo.status}
      // The alt text is written beside it, so the thumbnail itself is not read out twice.
      picture={<img className={styles.thumb} src={imageOrPlaceholder(photo.image_url)} alt="" width={128} height={96} loading="lazy" />}
      editLabel={`Edit photo: ${photo.alt}`}
      deleteLabel={`Delete photo: ${photo.alt}`}
      {...row}
    >
      <p className={styles.muted}>{photo.caption ? `Caption: ${photo.caption}` : 'No caption'}</p>
    </OrderedRow>
  );
}

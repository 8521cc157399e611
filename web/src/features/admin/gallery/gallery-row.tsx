import { Pencil, Trash2 } from 'lucide-react';
import { imageOrPlaceholder } from '../../../lib/images';
import type { AdminGalleryPhoto } from '../../../lib/types';
import { OrderButtons } from '../showcase/order-buttons';
import * as styles from '../showcase/showcase.css';
import { StatusBadge } from '../showcase/status-badge';
import type { Direction, FocusRequest } from '../showcase/use-order';

type Props = {
  photo: AdminGalleryPhoto;
  index: number;
  count: number;
  onMove: (id: number, direction: Direction) => void;
  focus: FocusRequest;
  onFocused: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One photo of the list: the picture, its alt text (the row's name), caption, status and actions. */
export function GalleryRow({ photo, index, count, onEdit, onDelete, ...order }: Props) {
  return (
    <li className={styles.row}>
      {/* The alt text is written beside it, so the thumbnail itself is not read out twice. */}
      <img className={styles.thumb} src={imageOrPlaceholder(photo.image_url)} alt="" width={128} height={96} loading="lazy" />
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <h3 className={styles.heading}>{photo.alt}</h3>
          <StatusBadge status={photo.status} />
        </div>
        <p className={styles.muted}>{photo.caption ? `Caption: ${photo.caption}` : 'No caption'}</p>
      </div>
      <div className={styles.actions}>
        <OrderButtons id={photo.id} name={photo.alt} index={index} count={count} {...order} />
        <button type="button" className={styles.iconButton} onClick={onEdit} aria-label={`Edit photo: ${photo.alt}`} title="Edit">
          <Pencil size={20} aria-hidden="true" />
        </button>
        <button type="button" className={styles.iconButton} onClick={onDelete} aria-label={`Delete photo: ${photo.alt}`} title="Delete">
          <Trash2 size={20} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

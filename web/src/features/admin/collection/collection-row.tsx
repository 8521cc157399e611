import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ItemStatus } from '../../../lib/types';
import * as styles from './collection.css';
import { OrderButtons } from './order-buttons';
import { StatusBadge } from './status-badge';
import type { RowOrder } from './use-order';

type Actions = {
  /** The buttons' names, which say which row they act on ('Edit photo: Garden path'). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While a delete is on its way. */
  deleting?: boolean;
  /** Buttons before Edit (Move up and down, Approve). */
  children?: ReactNode;
  className?: string;
  /** The look of the Delete button, when it warns (the FAQ cards). */
  deleteClassName?: string;
};

/** A row's Edit and Delete, icon buttons named after the row. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, deleting, children, className = styles.actions, deleteClassName = styles.iconButton }: Actions) {
  return (
    <div className={className}>
      {children}
      <button type="button" className={styles.iconButton} onClick={onEdit} aria-label={editLabel} title="Edit">
        <Pencil size={20} aria-hidden="true" />
      </button>
      <button type="button" className={deleteClassName} onClick={onDelete} disabled={deleting} aria-label={deleteLabel} title="Delete">
        <Trash2 size={20} aria-hidden="true" />
      </button>
    </div>
  );
}

type OrderedRowProps = Omit<Actions, 'children' | 'className' | 'deleteClassName'> & {
  id: number;
  /** What the row is called: its heading, and the name of its Move buttons. */
  name: string;
  status: ItemStatus;
  /** The picture (or what stands in for it), first in the row. */
  picture: ReactNode;
  order: RowOrder;
  /** The lines under the heading. */
  children: ReactNode;
};

/** One row of an ordered list of pictures (photos, the team): picture, heading and status, details, then Move, Edit and Delete. */
export function OrderedRow({ id, name, status, picture, order, children, ...actions }: OrderedRowProps) {
  return (
    <li className={styles.row}>
      {picture}
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <h3 className={styles.heading}>{name}</h3>
          <StatusBadge status={status} />
        </div>
        {children}
      </div>
      <RowActions {...actions}>
        <OrderButtons id={id} name={name} {...order} />
      </RowActions>
    </li>
  );
}

import { Pencil, Trash2 } from 'lucide-react';
import { resolveImageUrl } from '../../../lib/images';
import type { AdminTeamMember } from '../../../lib/types';
import { OrderButtons } from '../showcase/order-buttons';
import * as styles from '../showcase/showcase.css';
import { StatusBadge } from '../showcase/status-badge';
import type { Direction, FocusRequest } from '../showcase/use-order';

type Props = {
  member: AdminTeamMember;
  index: number;
  count: number;
  onMove: (id: number, direction: Direction) => void;
  focus: FocusRequest;
  onFocused: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** 'Maria Santos' as 'MS', in place of a photo (as Our Team shows it). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** One member of the list: photo or initials, name (the row's name), role, credentials, languages, status, actions. */
export function TeamRow({ member, index, count, onEdit, onDelete, ...order }: Props) {
  const photo = resolveImageUrl(member.photo_url);
  return (
    <li className={styles.row}>
      {photo ? (
        <img className={styles.portrait} src={photo} alt={member.alt} width={96} height={96} loading="lazy" />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <div className={styles.body}>
        <div className={styles.titleLine}>
          <h3 className={styles.heading}>{member.name}</h3>
          <StatusBadge status={member.status} />
        </div>
        <p className={styles.muted}>{member.role}</p>
        {member.credentials.length > 0 && (
          <ul className={styles.chips} aria-label={`Credentials of ${member.name}`}>
            {member.credentials.map((credential, i) => (
              <li key={`${i}-${credential}`} className={styles.chip}>
                {credential}
              </li>
            ))}
          </ul>
        )}
        {member.languages.length > 0 && <p className={styles.muted}>Speaks {member.languages.join(', ')}</p>}
      </div>
      <div className={styles.actions}>
        <OrderButtons id={member.id} name={member.name} index={index} count={count} {...order} />
        <button type="button" className={styles.iconButton} onClick={onEdit} aria-label={`Edit ${member.name}`} title="Edit">
          <Pencil size={20} aria-hidden="true" />
        </button>
        <button type="button" className={styles.iconButton} onClick={onDelete} aria-label={`Delete ${member.name}`} title="Delete">
          <Trash2 size={20} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

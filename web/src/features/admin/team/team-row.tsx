import { resolveImageUrl } from '../../../lib/images';
import type { AdminTeamMember } from '../../../lib/types';
import * as styles from '../collection/collection.css';
import { OrderedRow } from '../collection/collection-row';
import type { RowOrder } from '../collection/use-order';

type Props = { member: AdminTeamMember; order: RowOrder; onEdit: () => void; onDelete: () => void };

/** 'Maria Santos' as 'MS', in place of a photo (as Our Team shows it). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** One member of the list: photo or initials, name (the row's name), role, credentials, languages, status, actions. */
export function TeamRow({ member, ...row }: Props) {
  const photo = resolveImageUrl(member.photo_url);
  return (
    <OrderedRow
      id={member.id}
      name={member.name}
      status={member.status}
      picture={
        photo ? (
          <img className={styles.portrait} src={photo} alt={member.alt} width={96} height={96} loading="lazy" />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(member.name)}
          </span>
        )
      }
      editLabel={`Edit ${member.name}`}
      deleteLabel={`Delete ${member.name}`}
      {...row}
    >
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
    </OrderedRow>
  );
}

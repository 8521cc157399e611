import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { resolveImageUrl } from '../../lib/images';
import type { TeamMember } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SiteImage } from '../../ui/site-image';
import { TEAM_ID, teamQuery } from '../site/home-life-query';
import * as styles from './people.css';

/**
 * Our Team (issue 19): who will care for a family's mother or father, with what training and in
 * which languages. Shown whole on About; the home page shows the first three and links there.
 * With nobody active, or when the team cannot be read, the section is left out.
 */
export function TeamSection({ limit, alt = false }: { limit?: number; alt?: boolean }) {
  const { data: team = [] } = useQuery(teamQuery());
  if (!team.length) return null;
  const shown = limit ? team.slice(0, limit) : team;
  return (
    <Section id={limit ? 'home-team' : TEAM_ID} alt={alt} eyebrow="The People" title="Our Team" intro="The people who will know your loved one by name, day and night.">
      <ul className={styles.team}>
        {shown.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
      {shown.length < team.length && (
        <p className={styles.more}>
          <Link to="/about" hash={TEAM_ID} className={button({ tone: 'outline', size: 'lg' })}>
            Meet the whole team
          </Link>
        </p>
      )}
    </Section>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * How wide a photo shows (people.css.ts: 9rem, at every screen width), so a 2x screen takes a
 * size of at least twice that from the photo's srcset.
 */
const PHOTO_SIZES = '9rem';

function Member({ member }: { member: TeamMember }) {
  return (
    <li className={styles.member}>
      {resolveImageUrl(member.photo_url) ? (
        <SiteImage value={member.photo_url} srcSet={member.photo_srcset} kind="user" alt={member.alt} width={288} height={288} sizes={PHOTO_SIZES} className={styles.photo} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      {member.credentials.length > 0 && (
        <ul className={styles.chips} aria-label={`${member.name}'s credentials`}>
          {member.credentials.map((credential) => (
            <li key={credential} className={styles.chip}>
              {credential}
            </li>
          ))}
        </ul>
      )}
      {member.languages.length > 0 && <p className={styles.muted}>Speaks {member.languages.join(', ')}</p>}
      {member.bio && <p>{member.bio}</p>}
    </li>
  );
}

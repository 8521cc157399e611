import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { resolveImageUrl } from '../../lib/images';
import type { TeamMember } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SiteImage } from '../../ui/site-image';
import { TEAM_ID, teamQuery } from '../site/home-life-query';
import { useLanguage } from '../site/language';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';
import * as styles from './people.css';
import { peopleWords } from './people-words';

/**
 * Our Team (issue 19): who will care for a family's mother or father, with what training and in
 * which languages. Shown whole on About; the home page shows the first three and links there.
 * With nobody active, or when the team cannot be read, the section is left out.
 */
export function TeamSection({ limit, alt = false }: { limit?: number; alt?: boolean }) {
  const { data: team = [] } = useQuery(teamQuery());
  const w = useWords(peopleWords);
  if (!team.length) return null;
  const shown = limit ? team.slice(0, limit) : team;
  return (
    <Section id={limit ? 'home-team' : TEAM_ID} alt={alt} eyebrow={w.teamEyebrow} title={w.teamTitle} intro={w.teamIntro}>
      <ul className={styles.team}>
        {shown.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
      {shown.length < team.length && (
        <p className={styles.more}>
          <Link to="/about" hash={TEAM_ID} className={button({ tone: 'outline', size: 'lg' })}>
            {w.wholeTeam}
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
  const w = useWords(peopleWords);
  const language = useLanguage();
  return (
    <li className={styles.member}>
      {resolveImageUrl(member.photo_url) ? (
        <SiteImage value={member.photo_url} srcSet={member.photo_srcset} kind="user" alt={member.alt} lang={langOf(member, 'alt')} width={288} height={288} sizes={PHOTO_SIZES} className={styles.photo} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role} lang={langOf(member, 'role')}>
        {member.role}
      </p>
      {member.credentials.length > 0 && (
        <ul className={styles.chips} aria-label={w.credentials(member.name)}>
          {member.credentials.map((credential) => (
            <li key={credential} className={styles.chip}>
              {credential}
            </li>
          ))}
        </ul>
      )}
      {member.languages.length > 0 && (
        // The languages are the owner's words, as she typed them (in English).
        <p className={styles.muted}>
          {language === 'en' ? (
            `${w.speaks} ${member.languages.join(', ')}`
          ) : (
            <>
              {w.speaks} <span lang="en">{member.languages.join(', ')}</span>
            </>
          )}
        </p>
      )}
      {member.bio && <p lang={langOf(member, 'bio')}>{member.bio}</p>}
      <UntranslatedNote record={member} fields={['role', 'bio']} />
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { Container } from '../../ui/layout';
import { srOnly } from '../../ui/layout.css';
import { SiteImage } from '../../ui/site-image';
import { galleryQuery, publicListQuery, TEAM_ID, teamQuery } from '../site/home-life-query';
import { priceWords } from '../site/price-words';
import { useSiteSettings } from '../site/settings-query';
import { langOf } from '../site/untranslated';
import { useWords } from '../site/words';
import { hasProof, proofOf } from './proof-items';
import * as styles from './proof-strip.css';
import { proofWords } from './proof-words';

/**
 * Proof near the top on a phone (issue 33, part 4): right under the hero, before the spec's
 * sections, a glance at what a family compares homes by: the house, the faces that will care for
 * their mother, what it costs, the state license and what another family said. Each part shows
 * only once the owner has filled it in, and a fresh site shows no strip at all. The server draws
 * it from the replies it sends along, so it is there before the app arrives.
 */
export function ProofStrip() {
  const settings = useSiteSettings();
  const w = useWords(proofWords);
  const price = useWords(priceWords);
  const gallery = useQuery(galleryQuery());
  const team = useQuery(teamQuery());
  const testimonials = useQuery(publicListQuery('testimonials', 'testimonials'));
  const proof = useMemo(
    () => proofOf(settings, gallery.data ?? [], team.data ?? [], testimonials.data ?? [], price),
    [settings, gallery.data, team.data, testimonials.data, price],
  );
  if (!hasProof(proof)) return null;
  const { photos, faces, license, testimonial } = proof;

  return (
    <section className={styles.band} aria-labelledby="home-proof-title">
      <Container>
        <h2 id="home-proof-title" className={srOnly}>
          {w.title}
        </h2>
        <div className={styles.grid}>
          {photos.length > 0 && (
            <Link to="/our-home" className={styles.photos} aria-label={w.seeOurHome(photos.map((photo) => photo.alt).join(', '))}>
              {photos.map((photo) => (
                <SiteImage key={photo.id} value={photo.image_url} alt="" width={320} height={213} sizes="(min-width: 768px) 180px, 45vw" className={styles.photo} />
              ))}
            </Link>
          )}

          {faces.length > 0 && (
            <Link to="/about" hash={TEAM_ID} className={styles.faces}>
              <span className={styles.caption}>{w.meetTheTeam}</span>
              <ul className={styles.faceList}>
                {faces.map((member) => (
                  <li key={member.id} className={styles.face}>
                    {/* The name beside it says who it is. */}
                    <SiteImage value={member.photo_url} srcSet={member.photo_srcset} kind="user" alt="" width={128} height={128} sizes="64px" className={styles.faceImage} />
                    <span className={styles.faceName}>{member.name}</span>
                  </li>
                ))}
              </ul>
            </Link>
          )}

          {(proof.price || license) && (
            <ul className={styles.facts}>
              {proof.price && (
                <li>
                  <Link to="/costs" className={styles.fact}>
                    <Wallet size={22} aria-hidden="true" />
                    {proof.price}
                  </Link>
                </li>
              )}
              {license && (
                <li>
                  {/* The state's own lookup: families can check the license and its inspections there. */}
                  <a href={license.lookupUrl} className={styles.fact} target="_blank" rel="noopener noreferrer">
                    <BadgeCheck size={22} aria-hidden="true" />
                    {w.license(license.number)}
                    <span className={srOnly}>{w.opensLookup}</span>
                  </a>
                </li>
              )}
            </ul>
          )}

          {testimonial && (
            <figure className={styles.quoteCard}>
              <blockquote className={styles.quote} lang={langOf(testimonial, 'quote')}>
                <p>{`\u201c${testimonial.quote}\u201d`}</p>
              </blockquote>
              <figcaption className={styles.source} lang={langOf(testimonial, 'relationship')}>{`\u2014 ${testimonial.name}, ${testimonial.relationship}`}</figcaption>
            </figure>
          )}
        </div>
      </Container>
    </section>
  );
}

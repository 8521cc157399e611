import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/layout.css';

/** Our Team: a card per person, one to three a row. */
export const team = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const member = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, textAlign: 'center', alignItems: 'center' }]);
export const photo = style({ width: '9rem', height: '9rem', borderRadius: '50%', objectFit: 'cover', background: vars.color.surfaceAlt });
/** No photo: the person's initials on the brand colour, never a broken image. */
export const initials = style({
  width: '9rem',
  height: '9rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.h2,
  fontWeight: 700,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
export const name = style({ fontSize: vars.fontSize.h3 });
export const role = style({ color: vars.color.brandStrong, fontWeight: 600 });
export const chips = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs });
export const chip = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, fontSize: vars.fontSize.small });
export const muted = style({ color: vars.color.textMuted });

/** What Families Say: the quotes side by side on wide screens. */
export const quotes = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const quoteCard = style([card, { margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md }]);
export const quote = style({ margin: 0, fontSize: vars.fontSize.lead, fontStyle: 'italic' });
export const source = style({ color: vars.color.textMuted });
export const more = style({ textAlign: 'center', marginTop: vars.space.xl });

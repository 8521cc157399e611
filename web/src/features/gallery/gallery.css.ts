import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** Our Home: the photos in a grid of one, two or three columns, each a link to the photo itself. */
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const item = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const open = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' } },
});
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceAlt });
export const caption = style({ color: vars.color.textMuted });

/** The viewer: the photo as large as the dialog allows, its caption, and the way to the others. */
export const viewerImage = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '65vh', objectFit: 'contain', background: vars.color.surfaceAlt, borderRadius: vars.radius.sm });
export const viewerCaption = style({ marginTop: vars.space.sm });
export const viewerNav = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, marginTop: vars.space.md });

export const teaser = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });
export const teaserLink = style({ textAlign: 'center', marginTop: vars.space.xl });

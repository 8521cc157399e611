import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const FADE = '700ms';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

/** The slides are stacked in one grid cell, so the tallest one sets the height and nothing jumps. */
export const viewport = style({
  display: 'grid',
  minHeight: 'min(88vh, 760px)',
  '@media': { [media.md]: { minHeight: 'clamp(560px, 82vh, 760px)' } },
});

export const slide = style({
  gridArea: '1 / 1',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  // Room at the bottom for the controls, which sit over the slides.
  paddingTop: vars.space.xxl,
  paddingBottom: '9rem',
  opacity: 0,
  visibility: 'hidden',
  transition: `opacity ${FADE} ease, visibility 0s linear ${FADE}`,
  '@media': { [media.md]: { paddingBottom: '7rem' } },
});

export const slideActive = style({
  opacity: 1,
  visibility: 'visible',
  zIndex: 1,
  transition: `opacity ${FADE} ease`,
});

export const background = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Phones crop the sides of the 16:9 pictures; keep the house (right of centre) in view.
  objectPosition: '68% center',
});

/** The owner's photos: the part she chose to keep in view where a phone crops the sides (Settings, Hero Photos). */
export const photoFocus = styleVariants({
  left: { objectPosition: '15% center' },
  center: { objectPosition: 'center' },
  right: { objectPosition: '85% center' },
});

// Two layers of the theme's overlay behind the text, dark enough for white text on any photo
// (about 86% where the words are). On wide screens the layers fade out towards the right, so
// the picture shows beside the words; on phones the words cover the whole picture.
const solid = `linear-gradient(${vars.color.overlay}, ${vars.color.overlay})`;
export const shade = style({
  position: 'absolute',
  inset: 0,
  background: `${solid}, ${solid}`,
  '@media': {
    [media.md]: {
      background: `linear-gradient(90deg, ${vars.color.overlay} 55%, transparent 100%), linear-gradient(90deg, ${vars.color.overlay} 40%, transparent 80%)`,
    },
  },
});

export const content = style({
  position: 'relative',
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.highlight,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  letterSpacing: '0.02em',
});

export const title = style({
  color: vars.color.onBrand,
  fontSize: 'clamp(2.25rem, 1.4rem + 3.6vw, 4rem)',
  lineHeight: 1.1,
  textWrap: 'balance',
});

export const highlight = style({ color: vars.color.highlight });

export const description = style({
  fontSize: vars.fontSize.lead,
  maxWidth: '34rem',
  lineHeight: 1.6,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

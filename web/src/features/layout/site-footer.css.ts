import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { BAR_HEIGHT, BAR_SCREENS } from './phone-action-bar.css';

// On phones, room below the last line for the action bar pinned to the screen's bottom edge.
export const footer = style({
  marginTop: 'auto',
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { [BAR_SCREENS]: { paddingBottom: BAR_HEIGHT } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.7fr) minmax(0, 1.5fr)', paddingBlock: vars.space.section },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The two link lists side by side, inside one Footer navigation landmark. */
export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.xl,
});

export const heading = style({
  marginBottom: vars.space.md,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.h3,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const facts = style([list, { gap: vars.space.sm }]);

export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

// The icons line up with the first line of text.
globalStyle(`${fact} > svg`, { flexShrink: 0, marginTop: '0.2em', color: vars.color.highlight });

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  color: vars.color.onBrand,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.highlight },
  },
});

export const bottom = style({ borderTop: `1px solid ${vars.color.brand}` });

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  fontSize: vars.fontSize.small,
});

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const licensee = style({ display: 'block', fontSize: vars.fontSize.small, opacity: 0.9 });

/** The license line is a link to the state's lookup: underlined so it reads as one. */
export const licenseLink = style([link, { textDecoration: 'underline', textUnderlineOffset: '0.2em' }]);

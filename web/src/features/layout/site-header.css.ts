import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { compact } from './desktop-nav.css';

/**
 * Sticky, but offset by the top bar's height (two lines below laptops, one from laptops up): the
 * contact line and the text size buttons scroll away and the logo and navigation stay in reach.
 */
export const header = style({
  position: 'sticky',
  top: `calc(-2 * ${vars.layout.tapTarget})`,
  zIndex: 50,
  '@media': { [media.lg]: { top: `calc(-1 * ${vars.layout.tapTarget})` } },
});

export const bar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

/** Positioned so the mega-menu panels can span the whole bar. */
export const inner = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  minHeight: '4.5rem',
  paddingBlock: vars.space.xs,
  // A little more room for the navigation where it is tightest.
  '@media': { [compact]: { paddingInline: vars.space.lg, columnGap: vars.space.sm } },
});

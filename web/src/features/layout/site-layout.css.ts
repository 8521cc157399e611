import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The footer stays at the bottom on short pages. */
export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  // Focused only by the skip link; the ring would frame the whole page.
  outline: 'none',
  // Leaves room for the sticky header when the skip link scrolls here.
  scrollMarginTop: '6rem',
});

/** Off screen until focused, then shown at the top left above the header. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  boxShadow: vars.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** The bar's height (a tap target and a little room around it) and the widths it shows at. */
export const BAR_HEIGHT = `calc(${vars.layout.tapTarget} + 2 * ${vars.space.sm})`;
export const BAR_SCREENS = 'screen and (max-width: 767.98px)';

/**
 * Pinned to the bottom of the screen on phones only; from tablets up the header's phone and
 * navigation are always in reach. Below the header and the menu's modal dialog.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  // Clear of the home indicator on phones without a home button.
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': { [media.md]: { display: 'none' } },
});

/** On /contact: Call alone, the whole width. */
export const single = style({ gridTemplateColumns: '1fr' });

export const action = style({ width: '100%', paddingInline: vars.space.sm, whiteSpace: 'nowrap' });

// What the browser scrolls into view (a focused field, an anchor) stops above the bar, not under it.
globalStyle('html', { '@media': { [BAR_SCREENS]: { scrollPaddingBottom: BAR_HEIGHT } } });

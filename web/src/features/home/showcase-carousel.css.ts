import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const GAP = vars.space.lg;

export const viewport = style({
  overflow: 'hidden',
  // Room for the cards' shadows and the focus ring, which overflow: hidden would clip.
  padding: vars.space.sm,
  margin: `calc(-1 * ${vars.space.sm})`,
});

export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(-1 * ${GAP})`,
});

/** One column of two cards; 2 columns in view on tablets, 3 on wide screens (spec section 9). */
export const column = style({
  flex: '0 0 50%',
  minWidth: 0,
  paddingLeft: GAP,
  display: 'grid',
  gridTemplateRows: '1fr 1fr',
  gap: GAP,
  '@media': { [media.lg]: { flexBasis: '33.3333%' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const buttons = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: '48px',
  minHeight: '48px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const pauseButton = style([iconButton, { paddingInline: vars.space.md }]);

/** Before the carousel knows what is in view: the third column, which only wide screens show. */
export const thirdColumn = style({
  '@media': { 'screen and (max-width: 1023.98px)': { visibility: 'hidden' } },
});

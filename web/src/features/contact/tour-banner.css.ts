import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

// A card on the page background, so it does not run into the dark footer below it.
export const banner = style({ paddingBottom: vars.space.section });

export const inner = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { paddingInline: vars.space.xxl },
    [media.lg]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const title = style({ color: vars.color.onBrand });
export const text = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.lead, maxWidth: '40rem' });

// Stacked, full-width buttons on phones; side by side from tablets up.
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flexShrink: 0,
  '@media': { [media.sm]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

/** Keeps a phone number on one line inside a button. */
export const nowrap = style({ whiteSpace: 'nowrap' });

// Button icons keep their size when a label is long on a narrow phone.
globalStyle(`${actions} svg`, { flexShrink: 0 });

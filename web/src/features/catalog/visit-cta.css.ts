import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** Follows a section on the same background: only the bottom padding. */
export const section = style({ paddingBottom: vars.space.section });

export const band = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  // Narrow side padding on a phone leaves the call button room for the whole number.
  padding: `${vars.space.xxl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { [media.sm]: { paddingInline: vars.space.xl } },
});

export const title = style({ color: vars.color.onBrand });

export const text = style({ maxWidth: '40rem', fontSize: vars.fontSize.lead });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

/** A phone number never breaks across lines. */
export const nowrap = style({ whiteSpace: 'nowrap' });

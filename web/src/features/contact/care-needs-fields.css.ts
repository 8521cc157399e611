import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

// A fieldset is as wide as its content by default; this one shrinks to the phone's width instead.
const bare = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** The pre-screen, across the tour questions' grid: three questions, then the consent box. */
export const careNeeds = style({
  ...bare,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridColumn: '1 / -1', gridTemplateColumns: '1fr 1fr' } },
});

export const legend = style({ ...bare, float: 'left', width: '100%', fontWeight: 700, gridColumn: '1 / -1' });

/** The box and its words side by side, the hint and any error under the words. */
export const consent = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'start',
  '@media': { [media.sm]: { gridColumn: '1 / -1' } },
});

// Large enough to hit with a thumb (WCAG 2.5.8 asks 24 px at least).
export const checkbox = style({
  width: '1.75rem',
  height: '1.75rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&[aria-invalid="true"]': { outline: `3px solid ${vars.color.danger}`, outlineOffset: 2 } },
});

export const consentLabel = style({ fontWeight: 600 });
export const consentHint = style({ gridColumn: 2, margin: 0 });

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const bare = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export const slots = style({ ...bare, display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridColumn: '1 / -1' } } });
export const legend = style({ ...bare, float: 'left', width: '100%', fontWeight: 600 });
export const day = style({ ...bare, display: 'grid', gap: vars.space.sm });
export const dayLegend = style({ ...bare, float: 'left', width: '100%', fontWeight: 600, color: vars.color.textMuted });

/** Large buttons a thumb hits: at least the tap target, two or three to a row on a phone. */
export const times = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: vars.space.sm });

/** The radio itself stays in the page (keyboard, screen readers), drawn as the button around it. */
export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const time = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

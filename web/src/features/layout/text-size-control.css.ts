import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** In the top bar, on its dark background, never shrunk. */
export const form = style({ flexShrink: 0, margin: 0 });

/** Its name, then three full tap targets side by side. */
export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const label = style({ marginInlineEnd: vars.space.xs });

export const button = style({
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.onBrand,
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.highlight, outlineOffset: '-3px' },
    // The size in use: light on the dark bar, as a pressed key.
    '&[aria-pressed="true"]': { background: vars.color.onBrand, color: vars.color.brandStrong },
  },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { compact } from './desktop-nav.css';

const logoBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** `light` sits on the light header, `dark` on the dark footer. */
export const logo = styleVariants({
  light: [logoBase, { color: vars.color.text }],
  dark: [logoBase, { color: vars.color.onBrand, selectors: { '&:focus-visible': { outlineColor: vars.color.highlight } } }],
});

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  '@media': { [compact]: { width: '2.5rem', height: '2.5rem' } },
});

export const mark = styleVariants({
  light: [markBase, { background: vars.color.brand, color: vars.color.onBrand }],
  dark: [markBase, { background: vars.color.onBrand, color: vars.color.brandStrong }],
});

export const text = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.15 });

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  // Between 1024 and 1279px the full navigation sits beside the logo, so the name is smaller.
  '@media': { [compact]: { fontSize: vars.fontSize.body } },
});

export const tagline = style({
  fontSize: vars.fontSize.small,
  letterSpacing: '0.02em',
  // Shown on its own line; the leading space keeps the accessible name readable.
  whiteSpace: 'nowrap',
  '@media': { [compact]: { fontSize: '0.875rem' } },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const greetingBase = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontWeight: 600 });

/** The top bar is one line high (`dark`); the mobile menu has room to wrap (`light`). */
export const greeting = styleVariants({
  dark: [greetingBase, { flexWrap: 'nowrap' }],
  light: [greetingBase, { flexWrap: 'wrap' }],
});

/** A very long name is cut in the top bar rather than pushing it taller. */
export const name = styleVariants({
  dark: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '24rem' },
  light: {},
});

const logoutBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  background: 'transparent',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'wait' } },
});

/** `dark` sits on the green top bar, `light` in the white mobile menu. */
export const logout = styleVariants({
  dark: [
    logoutBase,
    {
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.onBrand, color: vars.color.brandStrong },
        '&:focus-visible': { outlineColor: vars.color.highlight },
      },
    },
  ],
  light: [logoutBase, { color: vars.color.brandStrong, minHeight: vars.layout.tapTarget, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } } }],
});

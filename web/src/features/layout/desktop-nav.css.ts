import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/**
 * From 1024px the whole navigation sits beside the logo; up to 1279px it is a little more
 * compact so it fits. Should it still not fit (an admin's extra link, wide fonts), the header
 * bar wraps it onto a second row rather than overflowing.
 */
export const compact = 'screen and (min-width: 1024px) and (max-width: 1279.98px)';
export const wide = 'screen and (min-width: 1280px)';

export const nav = style({
  display: 'none',
  alignSelf: 'stretch',
  marginLeft: 'auto',
  '@media': { [media.lg]: { display: 'flex' } },
});

export const list = style({
  display: 'flex',
  // At the larger text sizes (decision 0047) the links may not fit one row beside the logo: a second row, never a page wider than the screen.
  flexWrap: 'wrap',
  alignItems: 'stretch',
  justifyContent: 'flex-end',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center' });

export const cta = style([item, { marginLeft: vars.space.xs, '@media': { [wide]: { marginLeft: vars.space.sm } } }]);

export const ctaButton = style({
  whiteSpace: 'nowrap',
  '@media': {
    [compact]: { paddingInline: '0.75rem', fontSize: vars.fontSize.small },
    [wide]: { paddingInline: '1.25rem', fontSize: '1.0625rem' },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  paddingInline: '0.3rem',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '3px',
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecorationLine: 'underline', textDecorationColor: vars.color.border },
    // The page you are on (TanStack Router marks active links with aria-current).
    '&[aria-current="page"]': { color: vars.color.brandStrong, textDecorationLine: 'underline', textDecorationColor: vars.color.accent },
  },
  '@media': { [wide]: { paddingInline: '0.5rem', fontSize: '1.0625rem' } },
});

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { wide } from './desktop-nav.css';

/**
 * One line high (the header's sticky offset relies on it): the phone and town on phones, the
 * email too from tablets up, and the greeting from laptops up (the mobile menu has it below).
 */
export const bar = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  height: vars.layout.tapTarget,
  whiteSpace: 'nowrap',
});

export const contacts = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { justifyContent: 'flex-start' } },
});

export const contact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const email = style([contact, { display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } }]);

/** With the greeting beside them, the contacts only have room for the email from 1280px. */
export const emailWhenSignedIn = style([contact, { display: 'none', '@media': { [wide]: { display: 'inline-flex' } } }]);

export const link = style({
  // The whole bar height is the tap target.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.highlight },
  },
});

export const session = style({ display: 'none', '@media': { [media.lg]: { display: 'block' } } });

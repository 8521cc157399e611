import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { srOnly } from '../../ui/layout.css';
import { wide } from './desktop-nav.css';

/**
 * One line high from laptops up, two below (the header's sticky offset relies on it): a mail icon,
 * the phone and town on phones, the email address from tablets up, and the greeting from laptops
 * up (the mobile menu has it below); the text size buttons on a line of their own below laptops,
 * where the contacts leave them no room at the larger sizes.
 */
export const bar = style({
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  height: `calc(2 * ${vars.layout.tapTarget})`,
  whiteSpace: 'nowrap',
  '@media': { [media.lg]: { flexWrap: 'nowrap', height: vars.layout.tapTarget } },
});

export const contacts = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Tight on phones, where the mail icon, the phone and the town share 360 px or less.
  gap: vars.space.sm,
  flex: 1,
  flexBasis: '100%',
  height: vars.layout.tapTarget,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { justifyContent: 'flex-start', gap: vars.space.lg }, [media.lg]: { flexBasis: 0 } },
});

export const contact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** The town gives way first on the narrowest phones: cut with an ellipsis rather than pushing the page wider. */
export const town = style([contact, { minWidth: 0 }]);
export const townName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const townIcon = style({ flexShrink: 0 });

/** The address beside the mail icon: read out everywhere, shown from tablets up. */
export const email = style([srOnly, { '@media': { [media.md]: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' } } }]);

/** With the greeting beside them, the contacts only have room for the address from 1280px. */
export const emailWhenSignedIn = style([srOnly, { '@media': { [wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' } } }]);

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

/** The mail icon is a link of its own where the address does not show: a full tap target. */
export const emailLink = style([link, { justifyContent: 'center', gap: vars.space.sm, minWidth: vars.layout.tapTarget }]);

/** The page in the home's other languages (language-links.tsx), beside the text size buttons. */
export const languages = style({ display: 'flex', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card, iconDisc } from '../../ui/layout.css';

// Under the contact section, which gives the space above.
export const band = style({ paddingBottom: vars.space.section });

export const notice = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '52rem',
    marginInline: 'auto',
    '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-start' } },
  },
]);

export const icon = iconDisc;
export const title = style({ fontSize: vars.fontSize.h3 });
export const text = style({ marginTop: vars.space.xs });
export const link = style({ fontWeight: 700 });

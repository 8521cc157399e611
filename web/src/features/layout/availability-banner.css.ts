import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const banner = style({ background: vars.color.highlight, color: vars.color.text });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  textAlign: 'center',
});

export const icon = style({ flexShrink: 0 });

// Long notices wrap on phones instead of overflowing.
export const text = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const rooms = style({ fontWeight: 700 });

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { iconDisc } from '../../ui/layout.css';

export const band = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'space-evenly' } },
});

/** Phones: icon above a short label, three across; wider: icon beside the label. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  fontWeight: 700,
  fontSize: vars.fontSize.body,
  lineHeight: 1.3,
  color: vars.color.text,
  '@media': { [media.md]: { flexDirection: 'row', gap: vars.space.md, fontSize: vars.fontSize.lead, textAlign: 'left' } },
});

export const icon = iconDisc;

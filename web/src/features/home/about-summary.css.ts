import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const section = style({
  paddingBlock: vars.space.section,
  // The scroll hint moves focus here; the section itself needs no ring (the page just scrolled to it).
  selectors: { '&:focus': { outline: 'none' } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1.1fr 1fr' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const lead = style({ fontSize: vars.fontSize.lead, color: vars.color.text, maxWidth: '38rem' });

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
});

export const statValue = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
  fontWeight: 700,
  lineHeight: 1.1,
  color: vars.color.brandStrong,
});

export const statLabel = style({ color: vars.color.textMuted, fontWeight: 600 });

globalStyle(`${stat}:nth-child(even) ${statValue}`, { color: vars.color.accent });

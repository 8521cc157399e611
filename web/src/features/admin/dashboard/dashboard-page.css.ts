import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const statCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const statIcon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});
export const statValue = style({ fontSize: vars.fontSize.h2, fontWeight: 700, lineHeight: 1.1 });
export const statLabel = style({ color: vars.color.textMuted });
export const section = style({ marginTop: vars.space.xl });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const overviewRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const overviewDetail = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small });

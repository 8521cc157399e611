import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.h3 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

/** A one-line row sits level with its icon. */
export const itemSingle = style({ alignItems: 'center' });

export const itemIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({ fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted });

export const link = style({ fontWeight: 600, color: vars.color.brandStrong });

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 23rem', alignItems: 'start' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  minHeight: vars.layout.tapTarget,
  fontWeight: 600,
  color: vars.color.brandStrong,
});

export const figure = style({
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceAlt,
  aspectRatio: '3 / 2',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const aboutHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const lead = style({ fontSize: vars.fontSize.lead, color: vars.color.text });

export const listSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const listItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const check = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.success });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  // A narrow column gap keeps the three buttons on one line beside the side cards at 1366px.
  gap: `${vars.space.md} ${vars.space.sm}`,
  paddingTop: vars.space.sm,
});

/** A phone number never breaks across lines. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** On a phone every action spans the width: big, easy targets. */
export const action = style({
  flex: '1 1 100%',
  '@media': { [media.sm]: { flex: '0 1 auto' } },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  maxWidth: '40rem',
  marginInline: 'auto',
});

export const fallbackText = style({ fontSize: vars.fontSize.lead, color: vars.color.textMuted });

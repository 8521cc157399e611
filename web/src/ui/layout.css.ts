import { style } from '@vanilla-extract/css';
import { media } from '../styles/media';
import { vars } from '../styles/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const section = style({ paddingBlock: vars.space.section });
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

export const heading = style({ textAlign: 'center', maxWidth: '46rem', marginInline: 'auto', marginBottom: vars.space.xxl });
export const eyebrow = style({
  display: 'inline-block',
  marginBottom: vars.space.sm,
  color: vars.color.accent,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});
export const intro = style({ marginTop: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.lead });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
});

/** Visually hidden but read by screen readers. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A round, soft-green badge behind an icon (trust line, service and program lists). */
export const iconDisc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

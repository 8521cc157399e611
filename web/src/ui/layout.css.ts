import { globalStyle, style } from '@vanilla-extract/css';
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

/**
 * A short list of lines to scan (the care the home gives, issue 46): two columns from a tablet up,
 * one on a phone, each line after a small mark drawn by CSS. Here with the page frame's styles, in
 * the stylesheet every page has already: a stylesheet of its own was one more request before the
 * first paint of / and /services.
 */
export const scanList = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: '48rem',
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const scanItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: vars.layout.tapTarget, fontSize: vars.fontSize.lead, overflowWrap: 'anywhere' });
globalStyle(`${scanItem}::before`, { content: '""', flexShrink: 0, width: '0.6rem', height: '0.6rem', marginTop: '0.6rem', borderRadius: '50%', background: vars.color.success });

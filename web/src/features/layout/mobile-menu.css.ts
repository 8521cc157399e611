import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
  '@media': { [media.lg]: { display: 'none' } },
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** The modal <dialog> as a full-height panel on the right. */
export const panel = style({
  inset: '0 0 0 auto',
  width: 'min(24rem, 92vw)',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[open]': { animation: `${slideIn} 220ms ease-out` },
    '&::backdrop': { background: vars.color.overlay },
  },
});

/** Fills the panel, so that only a backdrop click lands on the <dialog> element itself. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.h3, fontWeight: 700 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.border}` });

const rowBase = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '3.25rem',
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lead,
  fontWeight: 600,
  textDecoration: 'none',
} as const;

export const link = style({
  ...rowBase,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.brandStrong, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
  },
});

export const sectionToggle = style({
  ...rowBase,
  justifyContent: 'space-between',
  borderTop: 'none',
  borderInline: 'none',
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-expanded="true"]': { color: vars.color.brandStrong, background: vars.color.brandSoft },
  },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${sectionToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const subList = style({
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.sm}`,
  listStyle: 'none',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const subLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' } },
});

export const subIcon = style({ flexShrink: 0, color: vars.color.brand });

export const viewAll = style({ color: vars.color.brandStrong, fontWeight: 700 });

export const cta = style({ width: '100%', marginTop: vars.space.lg });

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  color: vars.color.brandStrong,
  overflowWrap: 'anywhere',
});

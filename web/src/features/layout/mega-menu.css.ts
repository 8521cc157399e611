import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Not positioned itself: the panel spans the header bar rather than hanging off the link. */
export const holder = style({ position: 'static' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  minHeight: vars.layout.tapTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

// No `display` here: the `hidden` attribute must be able to hide it.
export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInline: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: vars.shadow.raised,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    // The focus ring goes round the whole entry, which is what the link covers.
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const entryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const entryLink = style({
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    // The whole entry is the click target, with one tab stop.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    [`${entry}:hover &`]: { color: vars.color.brandStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: 1.4 });

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  marginTop: vars.space.md,
  marginLeft: vars.space.md,
  color: vars.color.brandStrong,
  fontWeight: 700,
  selectors: { '&:hover': { color: vars.color.brand } },
});

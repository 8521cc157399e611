import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', background: vars.color.background });
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '16rem',
  flexShrink: 0,
  padding: vars.space.md,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  transition: 'width 200ms ease',
  selectors: { '&[data-collapsed="true"]': { width: '4.5rem' } },
});
export const sidebarTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const brand = style({ fontFamily: vars.font.heading, fontWeight: 700, fontSize: vars.fontSize.lead });
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
});
export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });
export const navLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.brandStrong, fontWeight: 700 },
  },
});
export const userCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.1)',
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});
export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // Phones: one row (Menu, the greeting, Logout); the greeting gives way with an ellipsis.
    'screen and (max-width: 767px)': { flexWrap: 'nowrap', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` },
  },
});
export const greeting = style({ minWidth: 0, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: '1 1 auto' });
/** What the phone header leaves to the drawer (View Site) or drops (the role, shown in the drawer). */
export const wideOnly = style({ '@media': { 'screen and (max-width: 767px)': { display: 'none' } } });
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  cursor: 'pointer',
  flexShrink: 0,
});
export const drawerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '100%' });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, '@media': { 'screen and (max-width: 767px)': { flexWrap: 'nowrap', flexShrink: 0 } } });
export const rolePill = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 700,
  textTransform: 'capitalize',
});
export const main = style({
  padding: vars.space.lg,
  '@media': {
    'screen and (max-width: 767px)': { padding: vars.space.md },
    [media.md]: { padding: vars.space.xl },
  },
});

/** How many wait behind a link (new requests, accounts to approve): a pill at the end, or on the icon when collapsed. */
export const navCount = style({
  marginLeft: 'auto',
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.highlight,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.5,
  textAlign: 'center',
  selectors: {
    '&[data-collapsed="true"]': { position: 'absolute', top: 2, right: 2, marginLeft: 0, minWidth: '1.25rem', fontSize: '0.75rem' },
  },
});

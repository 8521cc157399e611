import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { toastSpace } from './toast.css';

/**
 * A modal sits above the toasts' stack (toastSpace, 0 without toasts): the toasts live in the open
 * dialog (ui/toast-host.tsx), and a stack left by earlier saves or deletes must not cover its buttons.
 */
export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: `calc(100vh - 2rem - ${toastSpace})`,
  insetBlockEnd: toastSpace,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
  '@media': {
    // Phones: the dialog is the screen, its buttons within reach by scrolling its body.
    'screen and (max-width: 767px)': { width: '100vw', maxWidth: '100vw', height: `calc(100dvh - ${toastSpace})`, maxHeight: `calc(100dvh - ${toastSpace})`, margin: 0, borderRadius: 0 },
  },
});

/** The admin menu on phones: the sidebar's colours, full height at the left edge. */
export const drawer = style({
  width: 'min(20rem, 85vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  insetBlockEnd: 0,
  margin: '0 auto 0 0',
  borderRadius: 0,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { 'screen and (max-width: 767px)': { width: 'min(20rem, 85vw)', height: '100dvh', maxHeight: '100dvh', margin: '0 auto 0 0' } },
});
globalStyle(`${drawer} h2, ${drawer} button`, { color: 'inherit' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.h3 });
export const body = style({ padding: vars.space.lg });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

/** The "Discard your changes?" question: narrower than a form dialog. */
export const confirm = style({
  width: 'min(28rem, calc(100vw - 2rem))',
  '@media': { 'screen and (max-width: 767px)': { width: 'min(28rem, calc(100vw - 2rem))', height: 'auto', margin: 'auto', borderRadius: vars.radius.md } },
});
export const confirmText = style({ marginTop: vars.space.sm, color: vars.color.textMuted });
export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });

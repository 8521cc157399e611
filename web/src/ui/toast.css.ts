import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: '18rem',
  maxWidth: '26rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
  borderLeft: '6px solid',
});

export const toast = styleVariants({
  success: [base, { borderColor: vars.color.success }],
  error: [base, { borderColor: vars.color.danger, background: vars.color.dangerSoft }],
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });
export const title = style({ fontWeight: 700 });
/** Undo: a real button, as large as a finger, beside the message. */
export const action = style({
  alignSelf: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const close = style({
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  minWidth: '2rem',
  minHeight: '2rem',
});

/**
 * How tall the stack of toasts is (ui/toaster.tsx sets it while toasts show). The page gets that
 * much room at its end, and scrolling to a focused control keeps it above the stack, so the toasts
 * never sit over the last rows' buttons for good.
 */
export const toastSpace = createVar();
globalStyle('html', { scrollPaddingBottom: toastSpace, vars: { [toastSpace]: '0px' } });
globalStyle('body', { paddingBottom: toastSpace });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The password field's show/hide button, inside the field. */
export const passwordWrap = style({ position: 'relative', display: 'flex' });
export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  minWidth: vars.layout.tapTarget,
  minHeight: '2.25rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.brandStrong,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

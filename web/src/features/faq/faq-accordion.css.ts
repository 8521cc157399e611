import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const itemOpen = style([item, { borderColor: vars.color.brand }]);

export const heading = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.body });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3.5rem',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  fontWeight: 700,
  lineHeight: 1.4,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    // Inside a rounded, clipped card the ring must sit inside the button to stay visible.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.brand, transition: 'transform 200ms ease' });
globalStyle(`${trigger}[aria-expanded="true"] ${chevron}`, { transform: 'rotate(180deg)' });

export const answer = style({
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.text,
  // Answers are typed in the admin with line breaks; keep them.
  whiteSpace: 'pre-line',
});

/** The note under an answer still in English on a page in another language (issue 47). */
export const untranslated = style({ marginTop: vars.space.sm, fontStyle: 'italic', color: vars.color.textMuted });

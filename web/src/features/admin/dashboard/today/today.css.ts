import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const today = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBottom: vars.space.xl });
export const emailOff = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  fontWeight: 600,
});
export const requests = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const request = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const requestOverdue = style([request, { borderColor: vars.color.accent, borderWidth: 2 }]);
export const requestHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}` });
export const requestType = style({ color: vars.color.textMuted });
export const requestTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const overdueFlag = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 700, color: vars.color.danger });
export const requestActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tours = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const setup = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const setupTitle = style({ fontSize: vars.fontSize.lead, margin: 0 });
export const setupCount = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 ${vars.space.sm}` });
export const setupList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const setupItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: vars.layout.tapTarget });
export const setupIcon = style({ flexShrink: 0, marginTop: '0.2rem', color: vars.color.textMuted });
export const setupHint = style({ color: vars.color.textMuted });
export const setupDone = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });
export const booked = style({ margin: 0 });

/** The accounts waiting for approval (pending-accounts.tsx). */
export const pendingAccounts = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const pendingSentence = style({ margin: 0 });
export const pendingList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.md });
export const rooms = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const roomsQuestion = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
export const requestLanguage = style({ fontWeight: 700, color: vars.color.brandStrong });

/** What is not translated yet, by language (translations-checklist.tsx). */
export const translations = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const translationsList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const translationsLine = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { TOUR_REQUEST } from '@afh/contract/choices';
import { card as baseCard } from '../../ui/layout.css';

// No scroll margin of its own: the page's scroll padding (styles/global.css.ts) already stops
// #contact-form below the sticky header, and on a phone every line saved keeps the topic (which a
// tour link has chosen) above the call and tour bar.
export const card = style([baseCard, { padding: vars.space.lg, '@media': { [media.md]: { padding: vars.space.xl } } }]);

export const title = style({ fontSize: vars.fontSize.h3 });

/** The card while "Schedule a Tour" is the chosen topic: the heading says so (issue 33), by CSS alone. */
const tourChosen = `${card}:has(select[name="serviceType"] option[value="${TOUR_REQUEST}"]:checked)`;
export const messageTitle = style({ '@supports': { 'selector(:has(*))': { selectors: { [`${tourChosen} &`]: { display: 'none' } } } } });
export const tourTitle = style({ display: 'none', '@supports': { 'selector(:has(*))': { selectors: { [`${tourChosen} &`]: { display: 'inline' } } } } });
export const note = style({ marginTop: vars.space.sm, color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const fieldWide = style([field, { '@media': { [media.sm]: { gridColumn: '1 / -1' } } }]);

export const label = style({ fontWeight: 600 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const control = style({
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  // Field edges need 3:1 contrast to be seen (WCAG 1.4.11), so not the soft card border colour.
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.body,
  lineHeight: 1.4,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.focus, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '9rem' });

export const fieldError = style({ color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridColumn: '1 / -1' } },
});

export const privacy = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

const message = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  borderLeft: '4px solid',
});
export const success = style([
  message,
  { display: 'grid', gap: vars.space.sm, background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
]);
/** What happens next, under the thank-you: plain text in the page's own colour. */
export const nextSteps = style({ fontWeight: 400, color: vars.color.text });
export const failure = style([message, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }]);

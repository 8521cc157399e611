import { style } from '@vanilla-extract/css';
import { TOUR_REQUEST } from '@afh/contract/choices';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { form } from './contact-form.css';

/** The form while "Schedule a Tour" is the chosen topic, whoever chose it: the visitor, a tour link or the server. */
const tourChosen = `${form}:has(select[name="serviceType"] option[value="${TOUR_REQUEST}"]:checked)`;

// A fieldset is as wide as its content by default; these shrink to the phone's width instead.
const bare = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * The tour questions, shown only while a tour is chosen, by CSS alone so that a page without
 * JavaScript does the same. A browser without :has() shows them always (they are optional).
 */
export const tour = style({
  ...bare,
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridColumn: '1 / -1', gridTemplateColumns: '1fr 1fr' } },
  '@supports': {
    'selector(:has(*))': { display: 'none', selectors: { [`${tourChosen} &`]: { display: 'grid' } } },
  },
});

export const legend = style({ ...bare, float: 'left', width: '100%', fontSize: vars.fontSize.lead, fontWeight: 700, gridColumn: '1 / -1' });

export const visitTimes = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridColumn: '1 / -1' } },
});

export const visitRow = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const visitLegend = style({ ...bare, fontWeight: 600 });
export const rowLegend = style({ ...bare, float: 'left', width: '100%', fontWeight: 600, color: vars.color.textMuted });

const visitField = { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 } as const;
// A date needs about 11rem to show whole: on a phone the time of day goes under it.
export const visitDate = style({ ...visitField, flex: '1 1 11rem' });
export const visitPart = style({ ...visitField, flex: '1 1 8rem' });

/** What is said of the tour right above Send (chosen-tour.tsx): only while a tour is the topic, as the questions above. */
export const tourOnly = style({
  display: 'grid',
  gap: vars.space.sm,
  '@supports': {
    'selector(:has(*))': { display: 'none', selectors: { [`${tourChosen} &`]: { display: 'grid' } } },
  },
});

/** "Your tour: Monday, Nov 30 at 11:00 AM": large enough to read at a glance. */
export const chosenTour = style({ margin: 0, fontSize: vars.fontSize.lead });

export const nextTimes = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

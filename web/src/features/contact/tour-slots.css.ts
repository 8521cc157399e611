import { globalStyle, style } from '@vanilla-extract/css';
import { TOUR_HORIZON_DAYS } from '@afh/contract/rules';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const bare = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export const slots = style({ ...bare, display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridColumn: '1 / -1' } } });
export const legend = style({ ...bare, float: 'left', width: '100%', fontWeight: 600 });
/** A day's times: shown while its day is the one chosen (below). */
export const day = style({ ...bare, display: 'none', gap: vars.space.sm });
export const dayLegend = style({ ...bare, float: 'left', width: '100%', fontWeight: 600, color: vars.color.textMuted });

/** Large buttons a thumb hits: at least the tap target, two or three to a row on a phone. */
export const times = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: vars.space.sm });

/** The radio itself stays in the page (keyboard, screen readers), drawn as the button around it. */
export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const time = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The row of open days: one line that scrolls sideways on a phone, each day a button. */
export const dayPicker = style({ ...bare, display: 'grid', gap: vars.space.sm });
export const dayRow = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  // Room for the focus ring inside the scrolling row.
  padding: 4,
  margin: -4,
});
export const dayInput = style({});
export const dayButton = style([
  time,
  {
    flex: '0 0 auto',
    minWidth: '6.5rem',
    scrollSnapAlign: 'start',
    whiteSpace: 'nowrap',
  },
]);

// The chosen day's times show; with none chosen (its times all taken since), the first day's. One
// rule per possible day (the horizon's most, and today), as CSS cannot match two attributes' values.
for (let index = 0; index <= TOUR_HORIZON_DAYS.max; index++) {
  globalStyle(`${slots}:has(${dayInput}[data-day-index="${index}"]:checked) ${day}[data-day-index="${index}"]`, { display: 'grid' });
}
globalStyle(`${slots}:not(:has(${dayInput}:checked)) ${day}[data-day-index="0"]`, { display: 'grid' });

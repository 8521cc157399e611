import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A family's own tour page (manage-tour-page.tsx): its parts one under another. */
export const stack = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.fontSize.lead, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

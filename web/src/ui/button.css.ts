import { style, styleVariants } from '@vanilla-extract/css';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { vars } from '../styles/theme.css';
import { buttonClasses, type ButtonLooks } from './button-classes';

const base = style({
  display: 'inline-flex',
  // A label that does not fit one line (a phone number beside "Call" at the largest text size on
  // a phone, decision 0047) goes on to a second line rather than pushing the page wider.
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: vars.fontSize.body,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

const tone = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
  accent: {
    background: vars.color.accent,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
  },
  outline: {
    background: 'transparent',
    color: vars.color.brandStrong,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
  light: {
    background: vars.color.surface,
    color: vars.color.brandStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
  ghostOnDark: {
    background: 'transparent',
    color: vars.color.onBrand,
    borderColor: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.15)' } },
  },
});

const size = styleVariants({
  md: {},
  lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lead },
});

const looks: ButtonLooks = { base, tone, size };

/**
 * Buttons and button-looking links: large targets and strong contrast. `button({ tone, size })`
 * gives the class names (primary and medium by default); the browser gets only the small function
 * of button-classes.ts and these class names (vanilla-extract's function serializer).
 */
export const button = addFunctionSerializer(buttonClasses(looks), { importPath: './button-classes', importName: 'buttonClasses', args: [looks] });

import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The theme contract: the only place raw colours and sizes live. Components read these semantic
 * names. Warm and calm, with strong contrast (every text colour passes WCAG AA on `background`
 * and `surface`) and large type for older readers.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    text: '#1f2a2e',
    textMuted: '#4a5a60',
    background: '#fbf8f3',
    surface: '#ffffff',
    surfaceAlt: '#f3ede3',
    border: '#ddd3c4',
    brand: '#2f6b4f',
    brandStrong: '#22513b',
    brandSoft: '#e4efe8',
    onBrand: '#ffffff',
    accent: '#a9482f',
    accentSoft: '#f8e7df',
    highlight: '#f4c96b',
    overlay: 'rgba(20, 32, 28, 0.62)',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1f7a4d',
    successSoft: '#e3f4ea',
    focus: '#1a56db',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 6vw, 5rem)',
  },
  radius: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  },
  fontSize: {
    small: '1rem',
    body: '1.125rem',
    lead: '1.25rem',
    h3: '1.375rem',
    h2: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
    h1: 'clamp(2rem, 1.3rem + 3vw, 3.25rem)',
  },
  shadow: {
    card: '0 1px 2px rgba(31, 42, 46, 0.06), 0 8px 24px rgba(31, 42, 46, 0.08)',
    raised: '0 12px 32px rgba(31, 42, 46, 0.16)',
  },
  layout: {
    maxWidth: '1200px',
    tapTarget: '44px',
  },
});

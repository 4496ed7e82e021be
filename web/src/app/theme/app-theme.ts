import { alpha, createTheme } from '@mui/material/styles';
import { componentOverrides } from './overrides';
import { brand, fontFamily, navy, neutral, radius, tone } from './tokens';

export const appTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand[700], light: brand[500], dark: brand[900], contrastText: '#FFFFFF' },
    secondary: { main: navy[800], light: navy[600], dark: navy[900], contrastText: '#FFFFFF' },
    success: { main: tone.success, light: tone.successBg, contrastText: '#FFFFFF' },
    warning: { main: tone.warning, light: tone.warningBg, contrastText: '#FFFFFF' },
    error: { main: tone.danger, light: tone.dangerBg, contrastText: '#FFFFFF' },
    info: { main: tone.info, contrastText: '#FFFFFF' },
    text: { primary: neutral[900], secondary: neutral[600] },
    background: { default: neutral[50], paper: neutral[0] },
    divider: neutral[200],
    action: { hover: alpha(brand[700], 0.06), selected: alpha(brand[700], 0.1) },
  },
  shape: { borderRadius: radius.md },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2rem, 4.5vw, 3.25rem)', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.625rem, 3vw, 2.125rem)', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h5: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    subtitle1: { fontWeight: 500 },
    subtitle2: { fontWeight: 600 },
    body1: { lineHeight: 1.6 },
    body2: { lineHeight: 1.55 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: componentOverrides,
});

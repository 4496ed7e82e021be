import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { ThemeOptions } from '@mui/material/styles';
import { brand, focusRing, minTargetSize, neutral, radius, shadow } from './tokens';

/*
 * Inter as one variable woff2 file, Latin subset only: every weight the theme uses (400-700) from ~47 KiB instead
 * of four or five static files. The family keeps the name 'Inter' that the theme's font stack asks for; italics
 * are synthesised. Declared with the global styles (MUI's way for a self-hosted font), so the page has no
 * stylesheet to wait for; the root route preloads the file.
 */
const interFontFace = `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('${interLatin}') format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`;

/**
 * Component overrides, typed exactly as `createTheme` takes them. `Components<Theme>` differs from that type only in
 * `components`, yet TypeScript compares the two member by member across MUI's whole component list, one of the
 * slowest steps of the web app's type check (ADR 33).
 */
type ComponentOverrides = NonNullable<ThemeOptions['components']>;

/** The visible keyboard focus of every control (WCAG 2.2 2.4.7). */
export const focusVisible = { outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: focusRing.offset };

/** Buttons, links and chips: calm, no shouting capitals. */
const actions: ComponentOverrides = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radius.md, fontWeight: 600, textTransform: 'none', paddingInline: 18 },
      sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
      outlined: { borderColor: neutral[300] },
    },
  },
  MuiIconButton: { styleOverrides: { root: { borderRadius: radius.md, minWidth: minTargetSize, minHeight: minTargetSize } } },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 500, '&:focus-visible': { ...focusVisible, borderRadius: 2 } } },
  },
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: radius.sm, fontWeight: 500 },
      outlined: { borderColor: neutral[300] },
    },
  },
};

/** Cards and paper: rounded, bordered, nearly flat. */
const surfaces: ComponentOverrides = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { rounded: { borderRadius: radius.lg } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: {
        borderRadius: radius.lg,
        borderColor: neutral[200],
        boxShadow: shadow.subtle,
      },
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
  },
  MuiAlert: { styleOverrides: { root: { borderRadius: radius.md } } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  MuiDrawer: { styleOverrides: { paper: { borderRadius: 0 } } },
};

/** Form inputs. */
const inputs: ComponentOverrides = {
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiFormControl: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        borderRadius: radius.md,
        backgroundColor: neutral[0],
        '& .MuiOutlinedInput-notchedOutline': { borderColor: neutral[300] },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: brand[300] },
      },
    },
  },
};

/** Tooltips use the product's delays (docs/screens.md#constants-and-limits: 700 ms, skip delay 300 ms). */
const dataDisplay: ComponentOverrides = {
  // Subtitles are text, not headings: MUI maps them to <h6> by default, which broke the heading order of pages
  // that use them for a label ("Overall Score"). A heading says so with `component`.
  MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
  MuiTooltip: {
    defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true },
    styleOverrides: { tooltip: { fontSize: '0.8125rem', backgroundColor: neutral[900] } },
  },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
  MuiPaginationItem: { styleOverrides: { root: { borderRadius: radius.sm, fontWeight: 500 } } },
};

export const componentOverrides: ComponentOverrides = {
  MuiCssBaseline: { styleOverrides: interFontFace },
  ...actions,
  ...surfaces,
  ...inputs,
  ...dataDisplay,
};

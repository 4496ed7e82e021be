import type { Components, Theme } from '@mui/material/styles';
import { brand, focusRing, minTargetSize, neutral, radius, shadow } from './tokens';

/** The visible keyboard focus of every control (WCAG 2.2 2.4.7). */
export const focusVisible = { outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: focusRing.offset };

/** Buttons, links and chips: calm, no shouting capitals. */
const actions: Components<Theme> = {
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
const surfaces: Components<Theme> = {
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
const inputs: Components<Theme> = {
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

/** Tooltips use the spec's delays (part 1 §9: 700 ms, skip delay 300 ms). */
const dataDisplay: Components<Theme> = {
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

export const componentOverrides: Components<Theme> = {
  ...actions,
  ...surfaces,
  ...inputs,
  ...dataDisplay,
};

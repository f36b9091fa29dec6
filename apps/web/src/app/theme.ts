import { createTheme, darken, DEFAULT_THEME, lighten, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS } from '@lms/shared';

const em = (px: number) => `${px / 16}em`;

/** Brand blue of the LMS (Mantine tuple, light to dark). */
const lms: MantineColorsTuple = [
  '#e7f1ff',
  '#d0e0ff',
  '#a1bffa',
  '#6e9cf6',
  '#447ef2',
  '#296bf1',
  '#1862f1',
  '#0552d7',
  '#0048c1',
  '#003eab',
];

/**
 * Breakpoints of spec 1 §9 in em. Named ones (tablet, desktop, widescreen, fullhd) are what our code uses;
 * sm-xl map onto them so Mantine's own responsive props follow the same steps.
 */
export const theme = createTheme({
  primaryColor: 'lms',
  colors: { lms },
  // A user who asks the system for less motion gets modals, menus and toasts without their transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  // Text on filled backgrounds (green, yellow, orange badges and buttons) turns dark when white would be too faint.
  autoContrast: true,
  // With shade 8 for filled colours and this threshold every filled badge/button reaches 4.5:1 with white or
  // black text (blue-6 + white is only 3.6:1; green-8 takes black text).
  primaryShade: { light: 8, dark: 8 },
  luminanceThreshold: 0.18,
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  breakpoints: {
    xs: '30em',
    sm: em(BREAKPOINTS.tablet),
    md: em(BREAKPOINTS.desktop),
    lg: em(BREAKPOINTS.widescreen),
    xl: em(BREAKPOINTS.fullhd),
    tablet: em(BREAKPOINTS.tablet),
    desktop: em(BREAKPOINTS.desktop),
    widescreen: em(BREAKPOINTS.widescreen),
    fullhd: em(BREAKPOINTS.fullhd),
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Every icon-only close button needs a name (WCAG 4.1.2); Mantine leaves these unnamed.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup notifikasi' } } },
    // A status badge shows its whole label: it never shrinks into an ellipsis ('Sedang Berlangsung').
    Badge: { styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } },
  },
});

/** Colours whose light-variant text (badges, light buttons, alerts) the resolver darkens or lightens. */
const TONED = ['lms', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'dark'];
const palette = { ...DEFAULT_THEME.colors, lms } as Record<string, MantineColorsTuple>;
/** Light mode: the darkest shade, darkened further (green-9 is only 3.8:1 on its own light background). */
const tonedLight = Object.fromEntries(TONED.map((c) => [`--mantine-color-${c}-light-color`, darken(palette[c]![9], 0.3)]));
const tonedDark = Object.fromEntries(TONED.map((c) => [`--mantine-color-${c}-light-color`, lighten(palette[c]![2], 0.2)]));

/**
 * WCAG AA contrast in both colour modes (text 4.5:1): Mantine's grey 'dimmed' text (#868e96, 3.3:1 on white) and
 * its light-variant text colours are too faint, so dimmed text uses a darker grey in light mode and a lighter one in
 * dark mode, and light variants use a darkened 9th shade (light) or a lightened 2nd shade (dark) of their colour.
 * Error text (field messages) and placeholders (an empty date picker shows its placeholder as button text) likewise:
 * Mantine's red-6 on white, red-8 on the dark body and the grey-5 placeholder are all below 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // --lms-brand-text: brand-coloured text (the menu's 'LMS {college}', file names) readable on either body colour.
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-placeholder': '#5c636a', '--lms-brand-text': 'var(--mantine-color-lms-7)', ...tonedLight },
  dark: { '--mantine-color-dimmed': '#b4b8bd', '--mantine-color-error': 'var(--mantine-color-red-4)', '--mantine-color-placeholder': '#b4b8bd', '--mantine-color-anchor': 'var(--mantine-color-lms-3)', '--lms-brand-text': 'var(--mantine-color-lms-3)', ...tonedDark },
});

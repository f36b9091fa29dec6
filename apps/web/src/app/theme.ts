import { createTheme, type MantineColorsTuple } from '@mantine/core';
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
  },
});

import type { CSSProperties } from 'react';

/**
 * Field errors in a red that keeps 4.5:1 on the form's background in both colour schemes (Mantine's default error red
 * does not on white). Set on the forms of the user, institution-profile, course and system-data screens.
 */
export const GALAT_TERBACA = { '--mantine-color-error': 'var(--mantine-color-red-light-color)' } as CSSProperties;

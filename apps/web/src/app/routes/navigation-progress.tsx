import { Box } from '@mantine/core';

/** Thin bar at the top while the router loads the next page. */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Memuat halaman"
      pos="fixed"
      top={0}
      left={0}
      h={3}
      w="100%"
      style={{ zIndex: 1000, background: 'linear-gradient(90deg, var(--mantine-color-lms-3), var(--mantine-color-lms-7))' }}
    />
  );
}

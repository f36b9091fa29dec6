import { Suspense, lazy, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';

const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip for a control a light page shows (the exam's answer files): the control is drawn at once, its
 * hover label works once the Tooltip code (with floating-ui, ≈ 17 KiB) has downloaded after the first paint.
 */
export function LazyTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}

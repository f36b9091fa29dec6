// Loaded only through lazy-tooltip.tsx's dynamic import, so Tooltip and the positioning library behind it stay out
// of the chunks a page loads at once.
export { Tooltip } from '@mantine/core';

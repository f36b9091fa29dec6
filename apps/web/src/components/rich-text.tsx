import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Rich text from the server (announcements, descriptions), sanitized once more before it is rendered. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

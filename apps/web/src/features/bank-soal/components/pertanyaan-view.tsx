import { Box, Stack } from '@mantine/core';
import { AuthImage } from '@/components/auth-image';
import { RichText } from '@/components/rich-text';

/** Splits question HTML into rich-text chunks and LMS images (which need the session headers to load). */
export function potongGambar(html: string): ({ html: string } | { src: string; alt: string })[] {
  const out: ({ html: string } | { src: string; alt: string })[] = [];
  const re = /<img[^>]*\ssrc="([^"]+)"[^>]*>/gi;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m.index > last) out.push({ html: html.slice(last, m.index) });
    out.push({ src: m[1]!, alt: /alt="([^"]*)"/i.exec(m[0])?.[1] ?? '' });
    last = re.lastIndex;
  }
  if (last < html.length) out.push({ html: html.slice(last) });
  return out.filter((p) => !('html' in p) || p.html.replace(/<\/?p>/g, '').trim() !== '');
}

/** The question text: sanitised rich text with its images. */
export function PertanyaanView({ html }: { html: string }) {
  return (
    <Stack gap={4}>
      {potongGambar(html).map((p, i) =>
        'src' in p ? (
          <Box key={i} maw={360}>
            <AuthImage src={p.src} alt={p.alt || 'Gambar soal'} radius="sm" fit="contain" mah={240} />
          </Box>
        ) : (
          <RichText key={i} html={p.html} />
        ),
      )}
    </Stack>
  );
}

import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { useFileObjectUrl } from '@/lib/use-file-object-url';

type Props = Omit<ImageProps, 'src'> & {
  /** A stored file (fetched with the session headers) or any other image URL. */
  src: string | null | undefined;
  /** Shown when there is no src or the file cannot be loaded. */
  fallbackSrc?: string;
  alt?: string;
  'data-testid'?: string;
};

/** <img> for files that need the Authorization and college-id headers (banner, attachments): blob + object URL. */
export function AuthImage({ src, fallbackSrc, alt = '', h, w, ...rest }: Props) {
  const file = useFileObjectUrl(src);
  if (src && file.loading) return <Skeleton h={h} w={w ?? '100%'} radius={rest.radius ?? 0} />;
  const url = file.url ?? fallbackSrc;
  return <Image src={url ?? null} fallbackSrc={fallbackSrc} alt={alt} h={h} w={w} {...rest} />;
}

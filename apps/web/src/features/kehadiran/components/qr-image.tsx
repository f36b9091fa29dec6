import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

/** A QR code of `text` drawn locally (the token never leaves the page for a third-party renderer). */
export function QrImage({ text, size, alt }: { text: string; size: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (alive) setSrc(url);
      })
      .catch(() => {
        if (alive) setSrc(null);
      });
    return () => {
      alive = false;
    };
  }, [text, size]);
  if (!src) return <Skeleton w={size} h={size} />;
  return <img src={src} width={size} height={size} alt={alt} data-testid="qr-image" data-qr-text={text} style={{ maxWidth: '100%', height: 'auto', imageRendering: 'pixelated' }} />;
}

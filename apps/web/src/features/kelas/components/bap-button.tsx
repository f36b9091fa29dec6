import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Shown until the BAP reports exist (a later issue). */
export const BAP_BELUM_TERSEDIA = 'Tersedia setelah modul laporan BAP aktif';

/** 'Unduh BAP' / 'Unduh Semua BAP' (spec 1 §2.5, §2.6), placed now and disabled until BAP reports are wired. */
export function BapButton({ label = 'Unduh BAP', fullWidth, size = 'xs', ...rest }: ButtonProps & { label?: string; 'data-testid'?: string }) {
  return (
    <Tooltip label={BAP_BELUM_TERSEDIA} withArrow>
      {/* A disabled button swallows hover: the wrapper keeps the tooltip working. */}
      <span style={{ display: fullWidth ? 'flex' : 'inline-flex', flex: fullWidth ? 1 : undefined }} tabIndex={0} aria-label={`${label}: ${BAP_BELUM_TERSEDIA}`}>
        <Button size={size} variant="default" leftSection={<IconDownload size={14} />} disabled fullWidth={fullWidth} {...rest}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

import { Badge, Group, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { warnaPresensi } from '../kehadiran-warna';

/** A participant's attendance tag, with the QR icon when the presence came from a QR scan (spec 1 §2.8). */
export function PresensiTag({ row }: { row: { ada_presensi: boolean; presensi: string | null; presensi_label: string; is_qr_code: boolean } }) {
  const label = row.ada_presensi ? row.presensi_label : 'Belum Ada Presensi';
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={warnaPresensi(row)} variant="light" tt="none" data-testid="presensi-tag" data-presensi={row.presensi ?? ''}>
        {label}
      </Badge>
      {row.is_qr_code ? (
        <Tooltip label="Presensi melalui QR code">
          <span role="img" aria-label="Presensi melalui QR code" data-testid="presensi-qr-icon" style={{ display: 'inline-flex' }}>
            <IconQrcode size={18} aria-hidden />
          </span>
        </Tooltip>
      ) : null}
    </Group>
  );
}

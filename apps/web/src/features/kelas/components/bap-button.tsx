import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { KelasListItem } from '@lms/shared';
import type { SasaranBap } from '@/features/bap';
import { BapModalLazy } from '@/features/bap';
import { useUser } from '@/lib/auth';

/**
 * 'Unduh BAP' (one class) and 'Unduh Semua BAP' (the period zip of the class list), spec 1 §2.5/§2.6 and spec 2 §2:
 * each opens the BAP download modal. Students never see them.
 */
export function BapButton({
  label = 'Unduh BAP',
  sasaran,
  fullWidth,
  size = 'xs',
  ...rest
}: ButtonProps & { label?: string; sasaran: SasaranBap; 'data-testid'?: string }) {
  const { data: user } = useUser();
  const [opened, setOpened] = useState(false);
  if (!user || user.role === 'ROLE_MAHASISWA') return null;
  return (
    <>
      <Button size={size} variant="default" leftSection={<IconDownload size={14} />} fullWidth={fullWidth} onClick={() => setOpened(true)} {...rest}>
        {label}
      </Button>
      {opened ? <BapModalLazy opened={opened} onClose={() => setOpened(false)} sasaran={sasaran} dosen={user.role === 'ROLE_DOSEN'} /> : null}
    </>
  );
}

/** The modal's target for a class row or card. */
export const sasaranKelas = (k: Pick<KelasListItem, 'id' | 'mata_kuliah' | 'kelas' | 'pengajar'>): SasaranBap => ({
  jenis: 'kelas',
  idKelas: k.id,
  judul: `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama} · Kelas ${k.kelas.nama}`,
  pengajar: k.pengajar,
});

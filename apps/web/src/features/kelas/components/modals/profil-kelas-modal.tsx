import { Box, Divider, Modal, Stack, Text } from '@mantine/core';
import { MODAL_WIDTH, lingkupLabel, modeKuliahLabel, namaLengkapDosen, periodeLabel, statusKelasLabel, type KelasDetail } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { defaultBannerUrl } from '../../banner';
import { BELUM_ADA_PENGAJAR, jadwalLabel, prodiKelasLabel, prodiLabel } from '@/lib/format-kelas';
import { InfoList } from '@/components/info-list';

/** Profil Kelas (spec 1 §2.7): the class's profile, read-only for everyone. */
export function ProfilKelasModal({ kelas, opened, onClose }: { kelas: KelasDetail; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Profil Kelas" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-profil-kelas' } }}>
      <Stack gap="md">
        <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <AuthImage src={kelas.banner_url} fallbackSrc={defaultBannerUrl(kelas.banner_color_idx)} h={140} fit="cover" />
        </Box>
        <InfoList
          items={[
            { label: 'ID Kelas', value: kelas.id },
            { label: 'Periode', value: periodeLabel(kelas.periode) },
            { label: 'Kode Mata Kuliah', value: kelas.mata_kuliah.kode },
            { label: 'Mata Kuliah', value: kelas.mata_kuliah.nama },
            { label: 'Kelas', value: kelas.kelas.nama },
            { label: 'Jenis Kelas', value: kelas.kelas.jenis.nama },
            { label: 'SKS', value: kelas.mata_kuliah.sks },
            { label: 'Status', value: statusKelasLabel(kelas.status) },
            { label: 'Mode Kuliah', value: modeKuliahLabel(kelas.mode_kuliah) },
            { label: 'Lingkup', value: lingkupLabel(kelas.lingkup) },
            { label: 'Kampus', value: kelas.kampus.nama || '-' },
            { label: 'Kapasitas', value: kelas.kapasitas },
            { label: 'Jumlah Peserta', value: kelas.jumlah_peserta },
            { label: 'Jumlah Pertemuan', value: kelas.jumlah_pertemuan },
            { label: 'Prodi Mata Kuliah', value: prodiLabel(kelas.mata_kuliah.prodi) },
            { label: 'Prodi Kelas', value: prodiKelasLabel(kelas.prodi_kelas) },
            { label: 'Ketua Kelas', value: kelas.ketua_kelas ? `${kelas.ketua_kelas.nama} (${kelas.ketua_kelas.nim})` : '-' },
            {
              label: 'Jadwal',
              value: (
                <Stack gap={0}>
                  {jadwalLabel(kelas.jadwal).map((j) => (
                    <Text key={j} fz="sm">
                      {j}
                    </Text>
                  ))}
                </Stack>
              ),
            },
          ]}
        />
        <Divider />
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Pengajar
          </Text>
          {kelas.pengajar.length ? (
            kelas.pengajar.map((p) => (
              <Text key={p.id_dosen} fz="sm">
                {namaLengkapDosen(p)}
              </Text>
            ))
          ) : (
            <Text fz="sm" c="dimmed">
              {BELUM_ADA_PENGAJAR}
            </Text>
          )}
        </div>
      </Stack>
    </Modal>
  );
}

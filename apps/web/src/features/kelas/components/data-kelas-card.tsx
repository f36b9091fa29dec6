import { Stack, Text } from '@mantine/core';
import { lingkupLabel, modeKuliahLabel, periodeLabel, statusKelasLabel, type KelasDetail } from '@lms/shared';
import { jadwalLabel, prodiKelasLabel, prodiLabel } from '@/lib/format-kelas';
import { InfoList } from '@/components/info-list';
import { SectionCard } from './section-card';

/** Data Kelas card (spec 1 §2.5). */
export function DataKelasCard({ kelas }: { kelas: KelasDetail }) {
  return (
    <SectionCard title="Data Kelas" testId="data-kelas-card">
      <InfoList
        cols={{ base: 2, widescreen: 3 }}
        items={[
          { label: 'Mata Kuliah', value: `${kelas.mata_kuliah.kode} - ${kelas.mata_kuliah.nama}` },
          { label: 'Kelas', value: `${kelas.kelas.nama} - ${kelas.kelas.jenis.nama}` },
          { label: 'Periode', value: periodeLabel(kelas.periode) },
          { label: 'SKS', value: kelas.mata_kuliah.sks },
          { label: 'Status', value: statusKelasLabel(kelas.status) },
          { label: 'Mode Kuliah', value: modeKuliahLabel(kelas.mode_kuliah) },
          { label: 'Prodi Mata Kuliah', value: prodiLabel(kelas.mata_kuliah.prodi) },
          { label: 'Prodi Kelas', value: prodiKelasLabel(kelas.prodi_kelas) },
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
          { label: 'Kampus', value: kelas.kampus.nama || '-' },
          { label: 'Jumlah Pertemuan', value: kelas.jumlah_pertemuan },
          { label: 'Ketua Kelas', value: kelas.ketua_kelas ? `${kelas.ketua_kelas.nama} (${kelas.ketua_kelas.nim})` : '-' },
          { label: 'Lingkup', value: lingkupLabel(kelas.lingkup) },
          { label: 'Kapasitas', value: `${kelas.jumlah_peserta} / ${kelas.kapasitas} mahasiswa` },
        ]}
      />
    </SectionCard>
  );
}

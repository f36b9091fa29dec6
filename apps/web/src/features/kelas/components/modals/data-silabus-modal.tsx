import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Divider, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { MODAL_WIDTH, formatAngka, kategoriPertemuanLabel, type KategoriPertemuan, type KelasDetail } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast } from '@/components/toast';
import { useUser } from '@/lib/auth';
import { useMataKuliahInfo } from '../../api/get-mata-kuliah-info';
import { useRencanaEvaluasi } from '../../api/get-rencana-evaluasi';
import { useRencanaPembelajaran } from '../../api/get-rencana-pembelajaran';
import { useSilabusKelas } from '../../api/get-silabus-kelas';
import { useErrorToast } from '../../hooks/use-error-toast';
import { bukaUbahRps } from '../../ubah-rps';
import { InfoList } from '@/components/info-list';
import { SilabusFiles } from '../silabus-files';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="xs" component="section" data-testid={testId}>
      <Title order={4} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const Kategori = ({ kategori }: { kategori: KategoriPertemuan }) =>
  kategori !== 'kuliah' ? (
    <Badge size="xs" variant="light" color="orange">
      {kategoriPertemuanLabel(kategori)}
    </Badge>
  ) : null;

const Kosong = () => (
  <Text fz="sm" c="dimmed">
    -
  </Text>
);

/**
 * Data Silabus (spec 1 §2.7): Silabus, Rencana Pembelajaran Semester, Evaluasi Pembelajaran, Tim Penyusun RPS.
 * A failed semester plan, evaluation or course info fetch shows the danger toast (spec 1 §8).
 */
export function DataSilabusModal({
  kelas,
  opened,
  onClose,
  onUbahSilabus,
}: {
  kelas: KelasDetail;
  opened: boolean;
  onClose: () => void;
  onUbahSilabus: () => void;
}) {
  const courseId = kelas.mata_kuliah.id;
  const { data: user } = useUser();
  const silabus = useSilabusKelas(kelas.id, { enabled: opened });
  const rps = useRencanaPembelajaran(courseId, { enabled: opened });
  const evaluasi = useRencanaEvaluasi(courseId, { enabled: opened });
  const info = useMataKuliahInfo(courseId, { enabled: opened });
  useErrorToast(rps.error);
  useErrorToast(evaluasi.error);
  useErrorToast(info.error);
  const [opening, setOpening] = useState(false);

  const ubahRps = () => {
    if (!user) return;
    setOpening(true);
    bukaUbahRps(user.role)
      .catch((e: unknown) => showErrorToast(e))
      .finally(() => setOpening(false));
  };

  const totalBobot = (evaluasi.data ?? []).reduce((s, r) => s + r.bobot, 0);

  return (
    <Modal opened={opened} onClose={onClose} title="Data Silabus" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-data-silabus' } }}>
      <Stack gap="lg">
        <Group justify="flex-end" gap="xs">
          {kelas.akses.ubah_silabus ? (
            <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onUbahSilabus} data-testid="open-ubah-silabus-dari-data">
              Ubah Data Silabus
            </Button>
          ) : null}
          {kelas.akses.ubah_rps ? (
            <Button size="xs" leftSection={<IconExternalLink size={14} />} onClick={ubahRps} loading={opening} data-testid="ubah-rps">
              Ubah Data RPS
            </Button>
          ) : null}
        </Group>

        <Section title="Silabus" testId="silabus-section">
          {silabus.isPending ? (
            <Skeleton h={80} />
          ) : silabus.isError ? (
            <Text fz="sm" c="red">
              {silabus.error.message}
            </Text>
          ) : (
            <>
              {silabus.data.silabus.teks.trim() ? (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {silabus.data.silabus.teks}
                </Text>
              ) : (
                <Kosong />
              )}
              <Text fz="xs" c="dimmed" fw={600}>
                Lampiran
              </Text>
              <SilabusFiles files={silabus.data.silabus.files} />
            </>
          )}
        </Section>
        <Divider />

        <Section title="Rencana Pembelajaran Semester" testId="rps-section">
          {rps.isPending ? (
            <Skeleton h={160} />
          ) : rps.isError || rps.data.length === 0 ? (
            <Kosong />
          ) : (
            <>
              {/* Under 768 px each meeting's plan is stacked (spec 1 §9): three text columns do not fit a phone. */}
              <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar rencana pembelajaran semester">
                {rps.data.map((r) => (
                  <Paper key={r.id_pertemuan} withBorder p="sm" component="li" data-testid="rps-card">
                    <Group gap={6} mb={6}>
                      <Text fz="sm" fw={600}>
                        Pertemuan {r.id_pertemuan}
                      </Text>
                      <Kategori kategori={r.kategori} />
                    </Group>
                    <InfoList
                      cols={1}
                      items={[
                        { label: 'Materi', value: r.materi || '-' },
                        { label: 'Materi (Inggris)', value: r.materi_inggris || '-' },
                      ]}
                    />
                  </Paper>
                ))}
              </Stack>
              <Box visibleFrom="tablet">
                <TableScroll label="Tabel rencana pembelajaran semester" minWidth={520}>
                  <Table striped verticalSpacing={6} fz="sm" data-testid="rps-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th ta="center" w={90}>
                          Pertemuan
                        </Table.Th>
                        <Table.Th>Materi</Table.Th>
                        <Table.Th>Materi (Inggris)</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rps.data.map((r) => (
                        <Table.Tr key={r.id_pertemuan}>
                          <Table.Td ta="center">{r.id_pertemuan}</Table.Td>
                          <Table.Td>
                            <Group gap={6} wrap="nowrap">
                              <span>{r.materi || '-'}</span>
                              <Kategori kategori={r.kategori} />
                            </Group>
                          </Table.Td>
                          <Table.Td c="dimmed">{r.materi_inggris || '-'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
              </Box>
            </>
          )}
        </Section>
        <Divider />

        <Section title="Evaluasi Pembelajaran" testId="evaluasi-section">
          {evaluasi.isPending ? (
            <Skeleton h={120} />
          ) : evaluasi.isError || evaluasi.data.length === 0 ? (
            <Kosong />
          ) : (
            <Table striped verticalSpacing={6} fz="sm" maw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Komponen Nilai</Table.Th>
                  <Table.Th ta="right">Bobot</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {evaluasi.data.map((r) => (
                  <Table.Tr key={r.komponen_nilai.id}>
                    <Table.Td>{r.komponen_nilai.nama}</Table.Td>
                    <Table.Td ta="right">{formatAngka(r.bobot, { decimals: 2, trimZeros: true })}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  <Table.Th ta="right">{formatAngka(totalBobot, { decimals: 2, trimZeros: true })}%</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          )}
        </Section>
        <Divider />

        <Section title="Tim Penyusun RPS" testId="tim-rps-section">
          {info.isPending ? (
            <Skeleton h={48} />
          ) : info.isError ? (
            <Kosong />
          ) : (
            <InfoList
              items={[
                { label: 'Dosen Koordinator', value: info.data.nama_dosen_koordinator || '-' },
                { label: 'Dosen Pengembang RPS', value: info.data.nama_dosen_pengembang_rps || '-' },
              ]}
            />
          )}
        </Section>
      </Stack>
    </Modal>
  );
}

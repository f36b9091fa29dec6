import { useReducer, useState } from 'react';
import { Box, Button, Group, Paper, Radio, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconQrcode, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  PESAN_KEHADIRAN,
  PRESENSI_LABEL,
  SYSTEM_USERNAME,
  formatTanggalWaktuZona,
  type KehadiranPertemuanResponse,
  type KehadiranPesertaRow,
  type KodePresensi,
} from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { TableScroll } from '@/components/table-scroll';
import { showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useJenisPresensi } from '../api/get-jenis-presensi';
import { useHitungPersentase } from '../api/hitung-persentase';
import { useHitungUlangKehadiran } from '../api/hitung-ulang';
import { setProsesPersentase, useProsesPersentase } from '../api/kehadiran-events';
import { refreshKehadiranViews } from '../api/keys';
import { useUpdateKehadiranPertemuan } from '../api/update-kehadiran-pertemuan';
import { bodySimpan, editReducer, initialEdit, opsiPresensi } from '../edit-kehadiran';
import { tombolUpdateProgres } from '../update-progres';
import { KehadiranDetailModal, type DetailSumber } from './kehadiran-detail-modal';
import { PresensiTag } from './presensi-tag';
import { UbahKehadiranNonaktif } from './ubah-kehadiran-nonaktif';
import { LegendProgress, ProgressKehadiran } from './progress-kehadiran';
import { useQueryClient } from '@tanstack/react-query';

type Props = { data: KehadiranPertemuanResponse; timeZone: string; dosen: boolean };

/** 'Diperbarui oleh {name}, {time}' ('Sistem' for LMS:SYSTEM), '-' when never. */
function UpdateInfo({ row, timeZone }: { row: KehadiranPesertaRow; timeZone: string }) {
  if (!row.updated_at && !row.updated_by) return <Text fz="xs">-</Text>;
  const siapa = !row.updated_by || row.updated_by.username === SYSTEM_USERNAME ? 'Sistem' : row.updated_by.name;
  return (
    <Stack gap={0}>
      <Text fz="xs" fw={600}>
        {siapa}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatTanggalWaktuZona(row.updated_at, timeZone)}
      </Text>
    </Stack>
  );
}

function PresensiRadios({ nama, value, options, onChange }: { nama: string; value: string | null; options: KodePresensi[]; onChange: (v: KodePresensi) => void }) {
  return (
    <Radio.Group value={value ?? ''} onChange={(v) => onChange(v as KodePresensi)} aria-label={`Presensi ${nama}`} data-testid="presensi-radios">
      <Group gap="sm" wrap="nowrap">
        {options.map((o) => (
          <Radio key={o} value={o} label={o} aria-label={`${PRESENSI_LABEL[o]} ${nama}`} data-testid={`presensi-${o}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * Participants of the per-meeting screen (spec 1 §2.8, §4, §6): number, name and nim, progress bar (online with a
 * parameter, when editing is allowed) opening the detail, attendance tag (QR icon), update info; edit mode with
 * per-row H/A (+I/S when active) and a select-all radio; 'Update Progres'; cards below 768 px; 'NO DATA' when empty.
 */
export function KehadiranPesertaSection({ data, timeZone, dosen }: Props) {
  const p = data.pertemuan;
  const idKelas = p.kelas_kuliah.id;
  const qc = useQueryClient();
  const jenis = useJenisPresensi();
  const options = opsiPresensi(jenis.data);
  const [state, dispatch] = useReducer(editReducer<KehadiranPesertaRow>, data.peserta, initialEdit);
  const [detail, setDetail] = useState<DetailSumber | null>(null);
  const simpan = useUpdateKehadiranPertemuan(p.id);
  const hitungUlang = useHitungUlangKehadiran(p.id);
  const hitung = useHitungPersentase();
  const proses = useProsesPersentase(idKelas, p.id);
  const tombol = tombolUpdateProgres(proses, hitungUlang.isPending || hitung.isPending);
  const tampilProgress = data.can.update_progres;

  // Outside edit mode the server's rows show as they are; editing works on the copy taken when it started.
  const rows = state.editing ? state.rows : data.peserta;

  const mulaiEdit = () => dispatch({ type: 'mulai', rows: data.peserta });
  const save = () => {
    // Only the edited rows are sent, each with the presence it had when editing started: a row the lecturer did not
    // touch stays as it is (the system's, or someone else's change meanwhile); a touched row changed meanwhile is 409.
    const body = bodySimpan(state);
    if (body === null) {
      dispatch({ type: 'selesai' });
      return;
    }
    simpan.mutate(body, {
      onSuccess: () => {
        showSuccessToast(PESAN_KEHADIRAN.berhasilUpdate);
        dispatch({ type: 'selesai' });
      },
      onError: (err) => {
        // The API client has shown the reason; a conflict leaves edit mode on the fresh rows to redo the change.
        if (isApiError(err) && err.statusCode === 409) {
          dispatch({ type: 'batal' });
          refreshKehadiranViews(qc, { idPertemuan: p.id, idKelas });
        }
      },
    });
  };
  // 'Update Progres' first recomputes this meeting (hitung_ulang: the table shows the new progress at once), then
  // asks for the class's attendance percentages (hitung_persentase, a job reported by calc-percentage events).
  const updateProgres = async () => {
    try {
      await hitungUlang.mutateAsync();
    } catch {
      return; // the API client has shown the server's message
    }
    hitung.mutate(
      { id_kelas_kuliah: idKelas },
      {
        onSuccess: (res) => {
          setProsesPersentase(qc, idKelas, { status: res.data.status, progress: res.data.progress });
          showSuccessToast(PESAN_KEHADIRAN.berhasilHitungPersentase);
        },
      },
    );
  };
  const bukaDetail = (r: KehadiranPesertaRow) => setDetail({ ...r, jenis: p.jenis });

  const semuaRadio = state.editing ? (
    <Radio.Group
      value={state.semua ?? ''}
      onChange={(v) => dispatch({ type: 'semua', code: (v || null) as KodePresensi | null })}
      aria-label="Pilih semua presensi"
      data-testid="presensi-semua"
    >
      <Group gap="sm" wrap="nowrap">
        {options.map((o) => (
          <Radio key={o} value={o} label={o} aria-label={`Semua ${PRESENSI_LABEL[o]}`} />
        ))}
      </Group>
    </Radio.Group>
  ) : null;

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="kehadiran-peserta-title" data-testid="kehadiran-peserta">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} fz="md" id="kehadiran-peserta-title">
          Kehadiran Peserta
        </Title>
        <Group gap="xs" wrap="wrap">
          {dosen && data.can.qr_code ? (
            <Button
              variant="light"
              component={Link}
              to={paths.presensiQr.tampil.getHref(p.id)}
              leftSection={<IconQrcode size={16} />}
              data-testid="tampilkan-qr"
            >
              Tampilkan QR Code
            </Button>
          ) : null}
          {tampilProgress && !state.editing ? (
            <Tooltip label={tombol.tooltip} disabled={!tombol.tooltip}>
              {/* A disabled button gets no hover events: the wrapper carries the tooltip. */}
              <span>
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={updateProgres}
                  disabled={tombol.disabled}
                  data-testid="update-progres"
                  aria-label={tombol.tooltip ? `Update Progres (${tombol.tooltip})` : undefined}
                >
                  Update Progres
                </Button>
              </span>
            </Tooltip>
          ) : null}
          {data.can.edit && data.peserta.length > 0 ? (
            state.editing ? (
              <>
                <Button variant="default" leftSection={<IconX size={16} />} onClick={() => dispatch({ type: 'batal' })} data-testid="kehadiran-batal">
                  Batal
                </Button>
                <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} loading={simpan.isPending} data-testid="kehadiran-simpan">
                  Simpan
                </Button>
              </>
            ) : (
              <Button leftSection={<IconPencil size={16} />} onClick={mulaiEdit} data-testid="kehadiran-ubah">
                Ubah Kehadiran
              </Button>
            )
          ) : data.can.alasan_edit && data.peserta.length > 0 ? (
            <UbahKehadiranNonaktif alasan={data.can.alasan_edit} idPertemuan={p.id} saat={[p.waktu_mulai, data.can.edit_mulai]} />
          ) : null}
        </Group>
      </Group>

      {rows.length === 0 ? (
        <EmptyState title="NO DATA" description="Belum ada peserta pada kelas ini." />
      ) : (
        <>
          {state.editing ? (
            <Group gap="sm" mb="sm" hiddenFrom="tablet" wrap="wrap">
              <Text fz="sm" fw={600}>
                Pilih semua:
              </Text>
              {semuaRadio}
            </Group>
          ) : null}
          <Box visibleFrom="tablet">
            <TableScroll label="Tabel kehadiran peserta" minWidth={tampilProgress ? 860 : 680}>
              <Table verticalSpacing="sm" striped highlightOnHover data-testid="kehadiran-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={48}>No</Table.Th>
                    <Table.Th>Mahasiswa</Table.Th>
                    {tampilProgress ? <Table.Th w={220}>Progres Aktivitas</Table.Th> : null}
                    <Table.Th>{state.editing ? <Stack gap={4}>Kehadiran{semuaRadio}</Stack> : 'Kehadiran'}</Table.Th>
                    <Table.Th>Diperbarui</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r, i) => (
                    <Table.Tr key={r.mahasiswa.nim} data-testid="kehadiran-row" data-nim={r.mahasiswa.nim}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {r.mahasiswa.nama}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {r.mahasiswa.nim}
                        </Text>
                      </Table.Td>
                      {tampilProgress ? (
                        <Table.Td>
                          <ProgressKehadiran row={r} minimal={data.minimal_progress} onClick={() => bukaDetail(r)} />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        {state.editing ? (
                          <PresensiRadios nama={r.mahasiswa.nama} value={r.presensi} options={options} onChange={(code) => dispatch({ type: 'set', nim: r.mahasiswa.nim, code })} />
                        ) : (
                          <PresensiTag row={r} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <UpdateInfo row={r} timeZone={timeZone} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          {/* Below 768 px cards replace the table (spec 1 §2.8). */}
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar kehadiran peserta">
            {rows.map((r, i) => (
              <Paper key={r.mahasiswa.nim} component="li" withBorder p="sm" data-testid="kehadiran-card" data-nim={r.mahasiswa.nim}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {i + 1}. {r.mahasiswa.nama}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {r.mahasiswa.nim}
                    </Text>
                  </Stack>
                  {state.editing ? null : <PresensiTag row={r} />}
                </Group>
                {tampilProgress ? (
                  <Box mt="xs">
                    <ProgressKehadiran row={r} minimal={data.minimal_progress} onClick={() => bukaDetail(r)} />
                  </Box>
                ) : null}
                {state.editing ? (
                  <Box mt="xs">
                    <PresensiRadios nama={r.mahasiswa.nama} value={r.presensi} options={options} onChange={(code) => dispatch({ type: 'set', nim: r.mahasiswa.nim, code })} />
                  </Box>
                ) : null}
                <Box mt="xs">
                  <UpdateInfo row={r} timeZone={timeZone} />
                </Box>
              </Paper>
            ))}
          </Stack>
          {tampilProgress ? (
            <Box mt="md">
              <LegendProgress minimal={data.minimal_progress} />
            </Box>
          ) : null}
        </>
      )}
      <KehadiranDetailModal row={detail} minimal={data.minimal_progress} timeZone={timeZone} onClose={() => setDetail(null)} />
    </Paper>
  );
}

import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Collapse, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconExternalLink,
  IconFileText,
  IconFileZip,
  IconHeadphones,
  IconLink,
  IconPencil,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { JENIS_MATERI_LABEL, PESAN_MATERI, TIPE_FILE_MATERI_LABEL, formatTanggalWaktuZona, normalisasiUrl, type MateriBukaResult, type MateriItem } from '@lms/shared';
import { showErrorToast } from '@/components/toast';
import { useBukaMateri } from '../api/buka-materi';
import { useUnduhMateri } from '../api/unduh-materi';
import { MateriBaca } from './materi-baca';
import { MateriPutar } from './materi-putar';
import { SalinIdButton } from './salin-id-button';

const IKON = { ebook: IconFileText, video: IconVideo, audio: IconHeadphones, archive: IconFileZip, url: IconLink } as const;

type Props = {
  materi: MateriItem;
  nomor: number;
  timeZone: string;
  /** A participant of the class: requirement notices, countdown, play reports. */
  peserta: boolean;
  onEdit: (m: MateriItem) => void;
  onDelete: (m: MateriItem) => void;
};

/**
 * One material of the meeting (spec 1 §2.7, spec 2 §2): title, description, creator, display time; 'Salin ID',
 * edit, delete and download for teachers; for students the attendance notice, deadline and state, and — once the
 * card is opened — the e-book countdown, the player or the link.
 */
export function MateriCard({ materi: m, nomor, timeZone, peserta, onEdit, onDelete }: Props) {
  const [buka, setBuka] = useState(false);
  const [sesi, setSesi] = useState<MateriBukaResult | null>(null);
  const [sudahBaca, setSudahBaca] = useState(m.statusUnduh === 'terpenuhi' || m.waktu_unduh !== null);
  const bukaMateri = useBukaMateri();
  const unduh = useUnduhMateri();
  const Ikon = IKON[m.tipe_file];
  const perluSesi = m.tipe_file === 'video' || m.tipe_file === 'audio' || (peserta && m.tipe_file === 'ebook');

  // Opening the card starts the server's countdown and hands out the stream; closing it ends this reading.
  useEffect(() => {
    if (!buka || !perluSesi) {
      setSesi(null);
      return;
    }
    bukaMateri.mutate(m.id, { onSuccess: setSesi, onError: (e) => showErrorToast(e) });
  }, [buka, m.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const bukaTautan = () => {
    const url = normalisasiUrl(m.file_url);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    // The opening counts for attendance (recorded by the server).
    bukaMateri.mutate(m.id, { onError: (e) => showErrorToast(e) });
  };
  const download = () => unduh.mutate(m, { onError: (e) => showErrorToast(e) });

  return (
    <Card withBorder padding="sm" shadow="none" data-testid="materi-item" data-materi-id={m.id}>
      {/* On a phone the buttons go under the title instead of squeezing it. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <UnstyledButton onClick={() => setBuka((b) => !b)} aria-expanded={buka} style={{ flex: '1 1 240px', minWidth: 0 }} data-testid="materi-toggle">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text fz="sm" c="dimmed" w={22} ta="right">
              {nomor}.
            </Text>
            <Ikon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="materi-judul-item">
                {m.judul}
              </Text>
              {!buka && m.deskripsi ? (
                <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {m.deskripsi}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed">
                {m.created_by?.name ?? '-'} · Tampil {formatTanggalWaktuZona(m.waktu_mulai_tampil, timeZone)}
              </Text>
              <Group gap={6}>
                <Badge size="sm" variant="light">
                  {TIPE_FILE_MATERI_LABEL[m.tipe_file]}
                </Badge>
                <Badge size="sm" variant="outline" color="gray">
                  {JENIS_MATERI_LABEL[m.jenis_materi]}
                </Badge>
                {!m.is_tampil ? (
                  <Badge size="sm" color="gray" data-testid="materi-belum-tampil">
                    Belum tampil
                  </Badge>
                ) : null}
                {m.statusUnduh ? (
                  <Badge size="sm" color={m.statusUnduh === 'terpenuhi' ? 'green' : 'orange'} data-testid="materi-status">
                    {m.statusUnduh === 'terpenuhi' ? PESAN_MATERI.sudahTerpenuhi : PESAN_MATERI.belumTerpenuhi}
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap" ml="auto">
          {m.can.edit ? <SalinIdButton id={m.id} judul={m.judul} /> : null}
          {m.can.edit && m.can.download ? (
            <Tooltip label="Download" withArrow>
              <ActionIcon variant="subtle" aria-label={`Download ${m.judul}`} loading={unduh.isPending} onClick={download} data-testid="materi-download">
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {m.can.edit ? (
            <Tooltip label="Ubah" withArrow>
              <ActionIcon variant="subtle" aria-label={`Ubah ${m.judul}`} onClick={() => onEdit(m)} data-testid="materi-ubah">
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {m.can.delete ? (
            <Tooltip label="Hapus" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${m.judul}`} onClick={() => onDelete(m)} data-testid="materi-hapus">
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <ActionIcon variant="subtle" color="gray" aria-label={buka ? 'Tutup materi' : 'Buka materi'} onClick={() => setBuka((b) => !b)}>
            <IconChevronDown size={18} style={{ transform: buka ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={buka}>
        <Stack gap="sm" mt="sm" pl={{ base: 0, tablet: 52 }} data-testid="materi-isi">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.deskripsi}
          </Text>
          {m.is_syarat_hadir ? (
            <Alert color={m.statusUnduh === 'terpenuhi' ? 'green' : 'orange'} variant="light" p="xs" data-testid="materi-syarat">
              <Text fz="sm">
                {PESAN_MATERI.syaratKehadiran}
                {m.deadline ? ` · Deadline ${formatTanggalWaktuZona(m.deadline, timeZone)}` : ''}
              </Text>
            </Alert>
          ) : null}
          {buka && sesi && m.tipe_file === 'ebook' && peserta ? (
            <MateriBaca id={m.id} buka={sesi} sudah={sudahBaca} onSelesai={() => setSudahBaca(true)} />
          ) : null}
          {buka && sesi && (m.tipe_file === 'video' || m.tipe_file === 'audio') ? <MateriPutar id={m.id} judul={m.judul} buka={sesi} lapor={peserta} /> : null}
          <Group gap="sm">
            {m.tipe_file === 'ebook' && sesi?.stream_url ? (
              <Button variant="light" leftSection={<IconExternalLink size={16} />} component="a" href={sesi.stream_url} target="_blank" rel="noopener" data-testid="materi-baca-tab">
                Buka E-Book
              </Button>
            ) : null}
            {m.tipe_file === 'url' ? (
              <Button variant="light" leftSection={<IconExternalLink size={16} />} onClick={bukaTautan} data-testid="materi-buka-tautan">
                Buka Tautan
              </Button>
            ) : null}
            {!m.can.edit && m.can.download ? (
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={unduh.isPending} onClick={download} data-testid="materi-unduh">
                Download
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Collapse>
    </Card>
  );
}

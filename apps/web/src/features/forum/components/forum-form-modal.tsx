import { useMemo, useState, type CSSProperties } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { FORUM_JUDUL_MAX, MINIMAL_POST_MAX, PESAN_FORUM, statusPertemuanLabel, type ForumItem } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { showSuccessToast } from '@/components/toast';
import { pertemuanKelasQueryOptions } from '@/features/kelas';
import { serverNow, useServerTime } from '@/lib/server-time';
import { useCreateForum } from '../api/create-forum';
import { useUpdateForum } from '../api/update-forum';
import { minTanggalMulai, nilaiAwalForum, toForumBody, toForumUpdateBody, validasiForumForm, type ForumFormValues } from '../forum-form';

type Props = {
  opened: boolean;
  onClose: () => void;
  idKelas: string;
  /** The meeting the forum is added to (its page); operators may pick another one of the class. */
  idPertemuan: number;
  /** Operators choose the meeting (spec 2 §5). */
  pilihPertemuan: boolean;
  /** The forum to edit ('Ubah Data'); absent: a new forum. */
  forum?: ForumItem | null;
};

/** 'Tambah Forum' / 'Ubah Data' (spec 2 §2, §5): Batal and Simpan; mounted fresh on every open. */
export function ForumFormModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.forum ? 'Ubah Data' : 'Tambah Forum'}>
      <ForumForm {...props} />
    </FormModal>
  );
}

function ForumForm({ onClose, idKelas, idPertemuan, pilihPertemuan, forum = null }: Props) {
  const { timeZone } = useServerTime();
  const initial = useMemo(() => nilaiAwalForum(forum, idPertemuan, timeZone), [forum, idPertemuan, timeZone]);
  const form = useForm<ForumFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (v) => validasiForumForm(v, { tz: timeZone, now: serverNow(), pilihPertemuan, forum }),
  });
  const pertemuan = useQuery({ ...pertemuanKelasQueryOptions(idKelas), enabled: pilihPertemuan });
  const create = useCreateForum();
  const update = useUpdateForum(forum?.id ?? 0);
  const [gagal, setGagal] = useState<string | null>(null);
  const minTanggal = minTanggalMulai(serverNow(), timeZone);
  const v = form.getValues();
  const mulaiTerkunci = forum !== null && forum.jumlah_peserta_join > 0;

  const submit = form.onSubmit((values) => {
    setGagal(null);
    const done = (message: string) => {
      showSuccessToast(message);
      onClose();
    };
    if (forum) {
      const body = toForumUpdateBody(values, forum, timeZone);
      if (Object.keys(body).length === 0) return onClose();
      update.mutate(body, { onSuccess: (res) => done(res.status.message || PESAN_FORUM.berhasilUbah), onError: (e) => setGagal(e.message) });
    } else {
      create.mutate(toForumBody(values, timeZone, idPertemuan), { onSuccess: (res) => done(res.status.message || PESAN_FORUM.berhasilTambah), onError: (e) => setGagal(e.message) });
    }
  });

  return (
    // Mantine's default error red (#fa5252) is 3.3:1 on white: field errors use a shade that reads (WCAG AA).
    <form onSubmit={submit} noValidate data-testid="forum-form" style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}>
      <Stack gap="md">
        {pilihPertemuan ? (
          <Select
            label="Pertemuan"
            withAsterisk
            searchable
            placeholder="Pilih pertemuan"
            data={(pertemuan.data ?? []).map((p) => ({ value: String(p.id), label: `Pertemuan ${p.nomor}${p.judul ? ` - ${p.judul}` : ''} (${statusPertemuanLabel(p.status)})` }))}
            data-testid="forum-pertemuan"
            {...form.getInputProps('id_pertemuan')}
          />
        ) : null}
        <TextInput label="Judul Forum" withAsterisk maxLength={FORUM_JUDUL_MAX} data-testid="forum-judul" {...form.getInputProps('judul')} />
        <HtmlEditor label="Deskripsi" required minRows={4} testId="forum-deskripsi" {...form.getInputProps('deskripsi')} />
        <SimpleGrid cols={{ base: 1, tablet: 2 }}>
          <DateInput
            label="Tanggal Mulai"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            minDate={minTanggal}
            disabled={mulaiTerkunci}
            leftSection={<IconCalendarEvent size={16} />}
            data-testid="forum-tanggal-mulai"
            {...form.getInputProps('tanggal_mulai')}
          />
          <TimeInput label="Jam Mulai" withAsterisk disabled={mulaiTerkunci} leftSection={<IconClock size={16} />} data-testid="forum-jam-mulai" {...form.getInputProps('jam_mulai')} />
          <DateInput
            label="Tanggal Selesai"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            minDate={v.tanggal_mulai ?? minTanggal}
            leftSection={<IconCalendarEvent size={16} />}
            data-testid="forum-tanggal-selesai"
            {...form.getInputProps('tanggal_selesai')}
          />
          <TimeInput label="Jam Selesai" withAsterisk leftSection={<IconClock size={16} />} data-testid="forum-jam-selesai" {...form.getInputProps('jam_selesai')} />
        </SimpleGrid>
        {mulaiTerkunci ? (
          <Text fz="xs" c="dimmed" data-testid="forum-mulai-terkunci">
            {PESAN_FORUM.waktuMulaiTerkunci}
          </Text>
        ) : null}
        <NumberInput
          label="Jumlah Minimal Komentar"
          withAsterisk
          min={1}
          max={MINIMAL_POST_MAX}
          allowDecimal={false}
          allowNegative={false}
          description="Komentar (posting dan balasan) yang harus ditulis peserta agar forum terpenuhi."
          data-testid="forum-minimal-post"
          {...form.getInputProps('minimal_post')}
        />
        <Switch
          label="Penilaian Keaktifan"
          description="Nilai 100 bila jumlah minimal tercapai, sebanding bila kurang."
          data-testid="forum-penilaian"
          {...form.getInputProps('penilaian_keaktifan', { type: 'checkbox' })}
        />
        {gagal ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="forum-gagal">
            {gagal}
          </Alert>
        ) : null}
        <FormModalFooter onCancel={onClose} loading={create.isPending || update.isPending} submitTestId="forum-simpan" />
      </Stack>
    </form>
  );
}

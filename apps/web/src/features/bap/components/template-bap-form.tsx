import { useEffect, useState } from 'react';
import { Accordion, Button, FileButton, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { TEMPLATE_BAP_MAX_BYTES } from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { saveBlob } from '@/lib/fetch-file';
import { useResetTemplateBap, useTemplateBap, useUbahTemplateBap } from '../api/template-bap';

/**
 * The college's BAP template: an HTML file with placeholders. Operators download it, edit it in any editor (or
 * here), and upload it back; the server checks it (known placeholders, closed blocks) before saving.
 */
export function TemplateBapForm({ bolehUbah }: { bolehUbah: boolean }) {
  const t = useTemplateBap();
  const ubah = useUbahTemplateBap();
  const reset = useResetTemplateBap();
  const [isi, setIsi] = useState('');
  useEffect(() => {
    if (t.data) setIsi(t.data.isi);
  }, [t.data]);

  if (t.isPending) return <Skeleton h={320} />;
  if (t.isError) return <Text c="red.8">{t.error.message}</Text>;
  const berubah = isi !== t.data.isi;
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" data-testid="template-status">
        {t.data.bawaan ? 'Memakai template bawaan.' : 'Memakai template perguruan tinggi.'} Unduh berkasnya, ubah dengan editor teks, lalu unggah kembali.
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveBlob(new Blob([t.data.isi], { type: 'text/html' }), 'template-bap.html')}
          data-testid="template-unduh"
        >
          Unduh Template
        </Button>
        <FileButton
          accept=".html,.htm,text/html"
          disabled={!bolehUbah}
          onChange={(f) => {
            if (!f) return;
            if (f.size > TEMPLATE_BAP_MAX_BYTES) return showErrorToast(new Error(`Template BAP maksimal ${TEMPLATE_BAP_MAX_BYTES / 1024} KB`));
            void f.text().then(setIsi);
          }}
        >
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={16} />} {...props} disabled={!bolehUbah} data-testid="template-pilih">
              Pilih Berkas HTML
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label="Isi template (HTML)"
        value={isi}
        onChange={(e) => setIsi(e.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={18}
        readOnly={!bolehUbah}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        data-testid="template-isi"
      />
      <Accordion variant="contained">
        <Accordion.Item value="placeholder">
          <Accordion.Control>Daftar placeholder</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: 16 }}>
              {t.data.placeholder.map((p) => (
                <Text key={p} fz="xs" component="li">
                  <code>{`{{${p.split(':')[0]}}}`}</code> {p.slice(p.indexOf(':') + 1)}
                </Text>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="flex-end" gap="xs">
        {!t.data.bawaan ? (
          <Button
            variant="subtle"
            color="red"
            disabled={!bolehUbah}
            loading={reset.isPending}
            onClick={() =>
              openConfirmModal({
                title: 'Kembalikan Template',
                message: 'Template perguruan tinggi dihapus dan BAP kembali memakai template bawaan. Lanjutkan?',
                onConfirm: () => reset.mutate(undefined, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) }),
              })
            }
            data-testid="template-reset"
          >
            Kembalikan ke Bawaan
          </Button>
        ) : null}
        <Button
          disabled={!bolehUbah || !berubah || isi.trim() === ''}
          loading={ubah.isPending}
          onClick={() => ubah.mutate(isi, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) })}
          data-testid="template-simpan"
        >
          Simpan Template
        </Button>
      </Group>
    </Stack>
  );
}

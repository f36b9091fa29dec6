import { useState } from 'react';
import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconExternalLink, IconFile } from '@tabler/icons-react';
import { ALLOWED_UPLOADS, MODAL_WIDTH, fileExtension } from '@lms/shared';
import { downloadFile } from '@/lib/fetch-file';
import { showErrorToast } from './toast';
import { useFileObjectUrl } from '@/lib/use-file-object-url';

export type ViewerFile = { name: string; url: string };

type Kind = 'image' | 'audio' | 'video' | 'pdf' | 'other';

/** What the viewer can show, by extension (spec 1 §2.5: image, audio, video in place; PDFs in the browser's viewer). */
export function previewKind(name: string): Kind {
  const ext = `.${fileExtension(name)}`;
  if ((ALLOWED_UPLOADS.image as readonly string[]).includes(ext) || ['.gif', '.webp', '.svg'].includes(ext)) return 'image';
  if ((ALLOWED_UPLOADS.audio as readonly string[]).includes(ext)) return 'audio';
  if ((ALLOWED_UPLOADS.video as readonly string[]).includes(ext)) return 'video';
  if (ext === '.pdf') return 'pdf';
  return 'other';
}

/** A copy of the file's object URL for a new tab, kept for a minute so the tab can load it after the modal closes. */
function openBlobInTab(blob: Blob | null) {
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Body({ file }: { file: ViewerFile }) {
  const loaded = useFileObjectUrl(file.url);
  if (loaded.loading) {
    return (
      <Center h={240}>
        <Loader />
      </Center>
    );
  }
  if (loaded.error || !loaded.url) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Berkas gagal dimuat">
        {loaded.error?.message ?? 'Terjadi kesalahan'}
      </Alert>
    );
  }
  const name = loaded.filename ?? file.name;
  const kind = previewKind(name);
  switch (kind) {
    case 'image':
      return <Image src={loaded.url} alt={name} mah="70vh" fit="contain" />;
    case 'audio':
      return <audio src={loaded.url} controls style={{ width: '100%' }} />;
    case 'video':
      return <video src={loaded.url} controls style={{ width: '100%', maxHeight: '70vh' }} />;
    case 'pdf':
      // The app's CSP allows no blob: frames: a PDF opens in the browser's own viewer in a new tab.
      return (
        <Center mih={160}>
          <Stack align="center" gap={6}>
            <IconFile size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{name}</Text>
            <Button variant="light" leftSection={<IconExternalLink size={16} />} onClick={() => openBlobInTab(loaded.blob)} data-testid="file-viewer-open-tab">
              Buka di tab baru
            </Button>
          </Stack>
        </Center>
      );
    default:
      return (
        <Center mih={160}>
          <Stack align="center" gap={6}>
            <IconFile size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{name}</Text>
            <Text fz="sm" c="dimmed" ta="center">
              Pratinjau tidak tersedia untuk jenis berkas ini. Silakan unduh berkas untuk membukanya.
            </Text>
          </Stack>
        </Center>
      );
  }
}

function Footer({ file, onClose }: { file: ViewerFile; onClose: () => void }) {
  // Download fetches the file on demand; its name comes from content-disposition (spec 1 §7).
  const [busy, setBusy] = useState(false);
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onClose} data-testid="file-viewer-close">
        Kembali
      </Button>
      <Button
        leftSection={<IconDownload size={16} />}
        loading={busy}
        data-testid="file-viewer-download"
        onClick={() => {
          setBusy(true);
          downloadFile(file.url, file.name)
            .catch((e: unknown) => showErrorToast(e))
            .finally(() => setBusy(false));
        }}
      >
        Download
      </Button>
    </Group>
  );
}

/** File viewer modal (spec 1 §2.5) with 'Download' and 'Kembali'; stored files are fetched with the session headers. */
export function FileViewer({ file, onClose }: { file: ViewerFile | null; onClose: () => void }) {
  return (
    <Modal opened={!!file} onClose={onClose} title={file?.name} size={MODAL_WIDTH.card} centered attributes={{ content: { 'data-testid': 'file-viewer' } }}>
      {file ? (
        <>
          <Body file={file} />
          <Footer file={file} onClose={onClose} />
        </>
      ) : null}
    </Modal>
  );
}

import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { fileExtension, isAllowedExtension, maxUploadBytes, pesanTipeFileTidakDiizinkan, pesanUkuranFileMaks, ukuranMb, type FileKind } from '@lms/shared';

/** Why a picked file is refused (type first, then size), or null when it is fine. */
export function validateUpload(file: { name: string; size: number }, accept: readonly string[], maxBytes?: number): string | null {
  if (accept.length > 0 && !isAllowedExtension(file.name, accept)) return pesanTipeFileTidakDiizinkan(fileExtension(file.name) || file.name);
  // 'Ukuran file tidak boleh lebih dari {n}MB.' (spec 1 §5).
  if (maxBytes !== undefined && file.size > maxBytes) return pesanUkuranFileMaks(maxBytes);
  return null;
}

type Props = {
  /** Accepted extensions with the dot ('.png'). */
  accept: readonly string[];
  maxBytes?: number;
  /**
   * The file kind: its limit comes from the college's ukuran_max_file through @lms/shared's maxUploadBytes, the
   * same rule the server applies (per file, since a material's limit depends on its media type).
   */
  kind?: FileKind;
  ukuranMaxFile?: Record<string, unknown> | null;
  multiple?: boolean;
  disabled?: boolean;
  /** Files that passed the checks. */
  onFiles: (files: File[]) => void;
  /** Refusals as 'name: reason' (also shown under the box). */
  onReject?: (messages: string[]) => void;
  label?: ReactNode;
  hint?: ReactNode;
  inputTestId?: string;
};

/** File upload box 'Unggah berkas' (spec 1 §2.5): click or drop; type and size are checked before upload. */
export function UploadBox({ accept, maxBytes, kind, ukuranMaxFile, multiple = false, disabled = false, onFiles, onReject, label = 'Unggah berkas', hint, inputTestId }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (files.length === 0) return;
    const ok: File[] = [];
    const bad: string[] = [];
    for (const f of files) {
      const why = validateUpload(f, accept, kind ? maxUploadBytes(ukuranMaxFile, kind, f.name) : maxBytes);
      if (why) bad.push(files.length > 1 ? `${f.name}: ${why}` : why);
      else ok.push(f);
    }
    setErrors(bad);
    if (bad.length) onReject?.(bad);
    if (ok.length) onFiles(ok);
    // The same file may be picked again after a removal.
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  const shownMax = kind && kind !== 'materi' ? maxUploadBytes(ukuranMaxFile, kind) : maxBytes;
  const defaultHint = `Format ${accept.join(', ')}${shownMax !== undefined ? ` · maksimal ${ukuranMb(shownMax)} MB` : ''}`;

  return (
    <Stack gap={4}>
      <UnstyledButton
        component="label"
        htmlFor={inputId}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-disabled={disabled}
        style={{
          display: 'block',
          border: `1px dashed var(--mantine-color-${dragging ? 'lms-6' : errors.length ? 'red-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-lms-0)' : 'var(--mantine-color-body)',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Stack align="center" gap={4} p="md">
          <IconCloudUpload size={28} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <Text fz="xs" c="dimmed" ta="center">
            Klik atau seret berkas ke sini. {hint ?? defaultHint}
          </Text>
        </Stack>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => take(e.currentTarget.files)}
          data-testid={inputTestId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        />
      </UnstyledButton>
      {errors.map((m) => (
        <Text key={m} fz="xs" c="red" role="alert">
          {m}
        </Text>
      ))}
    </Stack>
  );
}

import { useRef, useState } from 'react';
import { ActionIcon, Box, Button, Group, Input, Paper, Popover, SegmentedControl, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { editorTextToHtml, insertLink, isBlankEditorText, isSafeUrl, toList, wrapInline, type Selection } from './html-editor-text';
import { RichText } from './rich-text';

type Props = {
  label?: string;
  value?: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  required?: boolean;
  minRows?: number;
  testId?: string;
};

/**
 * Rich-text editor on a plain textarea (no editor library is installed): a small toolbar writes bold, italic,
 * list and link tags; 'Pratinjau' shows the result through the sanitising RichText. The value is editor text
 * (see html-editor-text); turn it into HTML with editorTextToHtml when saving.
 */
export function HtmlEditor({ label, value = '', onChange, error, placeholder, required, minRows = 6, testId = 'html-editor' }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'tulis' | 'pratinjau'>('tulis');
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const [savedSel, setSavedSel] = useState<Selection | null>(null);

  const selection = (): Selection => {
    const el = ref.current;
    return { value, start: el?.selectionStart ?? value.length, end: el?.selectionEnd ?? value.length };
  };
  const apply = (next: Selection) => {
    onChange(next.value);
    // Restore the caret after React has written the new value.
    requestAnimationFrame(() => {
      const el = ref.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const tools = [
    { label: 'Tebal', icon: IconBold, run: () => apply(wrapInline(selection(), 'strong')) },
    { label: 'Miring', icon: IconItalic, run: () => apply(wrapInline(selection(), 'em')) },
    { label: 'Daftar berpoin', icon: IconList, run: () => apply(toList(selection(), 'ul')) },
    { label: 'Daftar bernomor', icon: IconListNumbers, run: () => apply(toList(selection(), 'ol')) },
  ];
  const urlValid = isSafeUrl(url);

  return (
    <Input.Wrapper label={label} required={required} error={error} data-testid={testId}>
      <Paper withBorder radius="md" mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Group justify="space-between" gap="xs" px="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} wrap="wrap">
          <Group gap={4} role="toolbar" aria-label="Format teks">
            {tools.map((t) => (
              <Tooltip key={t.label} label={t.label} withArrow>
                <ActionIcon variant="subtle" color="gray" aria-label={t.label} onClick={t.run} disabled={mode !== 'tulis'}>
                  <t.icon size={18} />
                </ActionIcon>
              </Tooltip>
            ))}
            <Popover opened={linkOpen} onChange={setLinkOpen} position="bottom-start" withArrow trapFocus shadow="md">
              <Popover.Target>
                <Tooltip label="Tautan" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label="Tautan"
                    disabled={mode !== 'tulis'}
                    onClick={() => {
                      setSavedSel(selection());
                      setLinkOpen((o) => !o);
                    }}
                  >
                    <IconLink size={18} />
                  </ActionIcon>
                </Tooltip>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs" w={260}>
                  <TextInput
                    label="Alamat tautan"
                    size="xs"
                    value={url}
                    onChange={(e) => setUrl(e.currentTarget.value)}
                    error={url && url !== 'https://' && !urlValid ? 'Gunakan alamat http(s):// atau mailto:' : null}
                  />
                  <Button
                    size="xs"
                    disabled={!urlValid}
                    onClick={() => {
                      apply(insertLink(savedSel ?? selection(), url));
                      setLinkOpen(false);
                      setUrl('https://');
                    }}
                  >
                    Sisipkan
                  </Button>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          </Group>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) => setMode(v as 'tulis' | 'pratinjau')}
            data={[
              { value: 'tulis', label: 'Tulis' },
              { value: 'pratinjau', label: 'Pratinjau' },
            ]}
          />
        </Group>
        {mode === 'tulis' ? (
          <Textarea
            ref={ref}
            variant="unstyled"
            px="sm"
            py={4}
            autosize
            minRows={minRows}
            maxRows={18}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.currentTarget.value)}
            aria-label={label}
            data-testid={`${testId}-input`}
          />
        ) : (
          <Box px="sm" py="xs" mih={minRows * 22} data-testid={`${testId}-preview`}>
            {isBlankEditorText(value) ? (
              <Text fz="sm" c="dimmed">
                Belum ada isi.
              </Text>
            ) : (
              <RichText html={editorTextToHtml(value)} />
            )}
          </Box>
        )}
      </Paper>
      <Text fz="xs" c="dimmed" mt={4}>
        Pisahkan paragraf dengan satu baris kosong.
      </Text>
    </Input.Wrapper>
  );
}

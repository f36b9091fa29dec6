import { useEffect, useState } from 'react';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS } from '@lms/shared';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The applied search (e.g. from the URL); typing reports it after `delay` ms of quiet. */
  value: string;
  onSearch: (value: string) => void;
  /** 500 ms by default, 1000 ms in the class-head modal (spec 1 §9). */
  delay?: number;
  'data-testid'?: string;
};

/** Search field of spec 1 §2.5, debounced (spec 1 §5); Enter searches at once, the x clears. */
export function SearchInput({ value, onSearch, delay = SEARCH_DEBOUNCE_MS, placeholder = 'Cari', ...rest }: Props) {
  const [text, setText] = useState(value);
  // An outside change (reset, back navigation) replaces what is typed.
  useEffect(() => setText(value), [value]);
  const report = useDebouncedCallback((v: string) => onSearch(v.trim()), delay);

  return (
    <TextInput
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        report(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          report.cancel();
          onSearch(text.trim());
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Hapus pencarian"
            onClick={() => {
              report.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      {...rest}
    />
  );
}

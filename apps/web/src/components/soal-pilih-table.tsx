import type { ReactNode } from 'react';
import { Checkbox, Table, Text } from '@mantine/core';
import { teksPolos } from '@lms/shared';
import { PaginationRow } from './pagination-row';
import { TableScroll } from './table-scroll';

/** What the table shows of a question: its number (for the checkbox label), text, kind and author. */
export type SoalPilihItem = { id: number; nomor: number; pertanyaan: string; created_by?: { name: string } | null };

type Props<T extends SoalPilihItem> = {
  /** Every question on offer; the table shows page `page` of `perPage`. */
  soal: T[];
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** The ids ticked (across pages). */
  dipilih: number[];
  onDipilihChange: (ids: number[]) => void;
  /** A 'Pilih semua soal' box in the header, over every page. */
  pilihSemua?: boolean;
  /** The Jenis cell. */
  jenis: (s: T) => ReactNode;
  /** Below the question's first line (e.g. 'Lihat Jawaban'). */
  extra?: (s: T) => ReactNode;
  label: string;
  minWidth: number;
  'data-testid'?: string;
};

/** A question table with checkboxes (Soal, Jenis, Pembuat), paged in the browser: copying questions between a bank and an exam. */
export function SoalPilihTable<T extends SoalPilihItem>({ soal, page, perPage, onPageChange, dipilih, onDipilihChange, pilihSemua = false, jenis, extra, label, minWidth, ...rest }: Props<T>) {
  const halaman = soal.slice((page - 1) * perPage, page * perPage);
  const semua = dipilih.length === soal.length;
  return (
    <>
      <TableScroll label={label} minWidth={minWidth}>
        <Table striped data-testid={rest['data-testid']}>
          <Table.Thead>
            <Table.Tr>
              {pilihSemua ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Pilih semua soal"
                    checked={semua}
                    indeterminate={dipilih.length > 0 && !semua}
                    onChange={() => onDipilihChange(semua ? [] : soal.map((s) => s.id))}
                  />
                </Table.Th>
              ) : (
                <Table.Th w={40} />
              )}
              <Table.Th>Soal</Table.Th>
              <Table.Th>Jenis</Table.Th>
              <Table.Th>Pembuat</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {halaman.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Pilih soal nomor ${s.nomor}`}
                    checked={dipilih.includes(s.id)}
                    onChange={(e) => onDipilihChange(e.currentTarget.checked ? [...dipilih, s.id] : dipilih.filter((x) => x !== s.id))}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {teksPolos(s.pertanyaan).split('\n')[0]}
                  </Text>
                  {extra?.(s)}
                </Table.Td>
                <Table.Td>{jenis(s)}</Table.Td>
                <Table.Td>{s.created_by?.name ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {soal.length > perPage ? <PaginationRow page={page} perPage={perPage} total={soal.length} onPageChange={onPageChange} perPageOptions={[perPage]} /> : null}
    </>
  );
}

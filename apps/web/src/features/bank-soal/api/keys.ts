import type { QueryClient } from '@tanstack/react-query';

export const bankSoalKeys = {
  all: ['bank-soal'] as const,
  list: (params: object) => ['bank-soal', 'list', params] as const,
  detail: (id: number) => ['bank-soal', 'detail', id] as const,
  makulRef: (idDosen: number | null) => ['bank-soal', 'makul-ref', idDosen] as const,
};

/** After a write: every list (board, dashboard) and the bank itself are read again. */
export function refreshBankSoal(qc: QueryClient, id?: number) {
  void qc.invalidateQueries({ queryKey: ['bank-soal', 'list'] });
  if (id !== undefined) void qc.invalidateQueries({ queryKey: bankSoalKeys.detail(id) });
}

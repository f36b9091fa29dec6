/** The question bank's public pieces: its queries, the question editor and view, the dashboard board (lazy). */
export { refreshBankSoal } from './api/keys';
export { useBankSoal } from './api/get-bank-soal';
export { useBankSoalList } from './api/get-bank-soal-list';
export { SoalEditor } from './components/soal-editor';
export { SoalView } from './components/soal-view';
export { BankSoalBoardLazy } from './components/bank-soal-board-lazy';

/** The exam feature's public pieces: its meeting section and the copy-to-bank modal. */
export { UjianSection } from './components/ujian-section';
export { SalinKeBankModal, useBolehSalinDariUjian } from './components/salin-ke-bank-modal';

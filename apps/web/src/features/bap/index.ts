/** The BAP feature's public pieces: the download modal (loaded on first open), its settings button, the signature card. */
export type { SasaranBap } from './components/bap-modal';
export { BapModalLazy } from './components/bap-modal-lazy';
export { PengaturanBapButton } from './components/pengaturan-bap-modal';
export { TandaTanganCard } from './components/tanda-tangan-card';

/** The announcement feature's public pieces: the dashboard card. */
export { PengumumanCard } from './components/pengumuman-card';

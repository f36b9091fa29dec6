/** The attendance feature's public pieces: the meeting's attendance card and the dashboard's eligibility warning. */
export { KehadiranPertemuanCard } from './components/kehadiran-pertemuan-card';
export { KelayakanWarning } from './components/kelayakan-warning';

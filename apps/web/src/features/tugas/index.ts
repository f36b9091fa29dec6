/** The tugas feature's public pieces: its section of the meeting page. */
export { TugasSection } from './components/tugas-section';

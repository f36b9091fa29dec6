/** The materi feature's public pieces: its section of the meeting page. */
export { MateriSection } from './components/materi-section';

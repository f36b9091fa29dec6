/** The vidcon feature's public pieces: its section of the meeting page. */
export { VidconSection } from './components/vidcon-section';

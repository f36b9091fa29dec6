/** The forum feature's public pieces: its section of the meeting page. */
export { ForumSection } from './components/forum-section';

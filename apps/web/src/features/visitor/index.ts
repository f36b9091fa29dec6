/** The visitor feature's public pieces: the dashboard's statistics card (its charts load lazily). */
export { VisitorStatistikCardLazy } from './components/visitor-statistik-card-lazy';

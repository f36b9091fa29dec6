/** The master-data feature's public pieces: the import panel (also offered on the users screen). */
export { ImporDataMaster } from './components/impor-data-master';

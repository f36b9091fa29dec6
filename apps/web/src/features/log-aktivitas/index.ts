/** The activity-log feature's public pieces: the kinds and the caller's own log (profile page). */
export { useJenisAktivitas } from './api/get-jenis-aktivitas';
export { useLogAktivitasMe } from './api/get-log-aktivitas-me';

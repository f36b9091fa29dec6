/**
 * The meeting feature's public pieces for the activities that sit in a meeting. Never the detail view: it shows
 * those activities' sections, which import this file.
 */
export { pertemuanKeys, usePertemuan } from './api/get-pertemuan';
export { StatusPertemuanTag } from './components/status-pertemuan';
export { formatRentangWaktu } from './components/waktu';

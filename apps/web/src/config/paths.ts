/**
 * Every URL of the web app in one place (spec 1 §2.1). `path` is the router pattern, `getHref` builds a link.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });
const enc = (v: string | number) => encodeURIComponent(String(v));

export const paths = {
  home: fixed('/'),
  beranda: fixed('/beranda'),
  oauth: fixed('/oauth'),
  sso: fixed('/sso'),
  dev: fixed('/dev'),
  bankSoal: {
    list: fixed('/bank-soal'),
    detail: { path: '/bank-soal/:id', getHref: (id: string | number) => `/bank-soal/${enc(id)}` },
  },
  bantuan: fixed('/bantuan'),
  dataSistem: fixed('/data-sistem'),
  forum: {
    list: fixed('/forum'),
    /** Spec 1 §2.7 / spec 2 §2: a forum's discussion, /forum?groupId={group}&forumId=FORUM__{id}[&referer=kelas-kuliah|ref=nilai]. */
    diskusi: {
      path: '/forum',
      getHref: (groupId: string, forumId: string, from?: { referer?: 'kelas-kuliah'; ref?: 'nilai' }) =>
        `/forum?groupId=${enc(groupId)}&forumId=${enc(forumId)}${from?.referer ? `&referer=${from.referer}` : ''}${from?.ref ? `&ref=${from.ref}` : ''}`,
    },
    keaktifan: { path: '/forum/:id/keaktifan', getHref: (id: string | number) => `/forum/${enc(id)}/keaktifan` },
  },
  keaktifanPengajar: fixed('/keaktifan-pengajar'),
  kehadiranPengajar: {
    list: fixed('/kehadiran-pengajar'),
    ubah: fixed('/kehadiran-pengajar/ubah-kehadiran'),
  },
  kehadiranPeserta: {
    list: fixed('/kehadiran-peserta'),
    kelas: { path: '/kehadiran-peserta/:id', getHref: (id: string) => `/kehadiran-peserta/${enc(id)}` },
    pertemuan: {
      path: '/kehadiran-peserta/:id/:idPertemuan',
      getHref: (id: string, idPertemuan: string | number) => `/kehadiran-peserta/${enc(id)}/${enc(idPertemuan)}`,
    },
  },
  kelas: {
    list: fixed('/kelas'),
    detail: { path: '/kelas/:id', getHref: (id: string) => `/kelas/${enc(id)}` },
    pertemuan: {
      path: '/kelas/:id/:idPertemuan',
      getHref: (id: string, idPertemuan: string | number) => `/kelas/${enc(id)}/${enc(idPertemuan)}`,
    },
    tugas: {
      path: '/kelas/:id/tugas/:idTugas',
      getHref: (id: string, idTugas: string | number) => `/kelas/${enc(id)}/tugas/${enc(idTugas)}`,
    },
    penilaianTugas: {
      path: '/kelas/:id/tugas/:idTugas/penilaian',
      getHref: (id: string, idTugas: string | number) => `/kelas/${enc(id)}/tugas/${enc(idTugas)}/penilaian`,
    },
    /** The grading route without a task (spec: /kelas/{id}/tugas/{idTugas?}/penilaian): the class's tasks to choose. */
    penilaianTugasKelas: { path: '/kelas/:id/tugas/penilaian', getHref: (id: string) => `/kelas/${enc(id)}/tugas/penilaian` },
    ujian: {
      path: '/kelas/:id/ujian/:idUjian?',
      getHref: (id: string, idUjian?: string | number) => `/kelas/${enc(id)}/ujian${idUjian === undefined ? '' : `/${enc(idUjian)}`}`,
    },
  },
  konfigurasi: fixed('/konfigurasi'),
  /** The college's activity log (operators with laporan read); not in spec 1 §2.1's table, see docs/DECISIONS.md. */
  logAktivitas: fixed('/log-aktivitas'),
  loginAs: fixed('/login-as'),
  mataKuliah: fixed('/mata-kuliah'),
  nilai: {
    list: fixed('/nilai'),
    detail: { path: '/nilai/:id', getHref: (id: string | number) => `/nilai/${enc(id)}` },
  },
  pengguna: fixed('/pengguna'),
  pengumuman: {
    list: fixed('/pengumuman'),
    /** Spec 1 §2.5: dashboard items open /pengumuman?index={n}. */
    item: { path: '/pengumuman', getHref: (index: number) => `/pengumuman?index=${index}` },
  },
  pertemuan: {
    list: fixed('/pertemuan'),
    detail: { path: '/pertemuan/:id', getHref: (id: string | number) => `/pertemuan/${enc(id)}` },
  },
  profil: fixed('/profil'),
  profilPt: fixed('/profil-pt'),
  tugas: fixed('/tugas'),
  ujian: {
    list: fixed('/ujian'),
    soal: { path: '/ujian/:id/soal', getHref: (id: string | number) => `/ujian/${enc(id)}/soal` },
  },
  vidcon: fixed('/vidcon'),
  /** QR attendance (issue 16): a student's scan page (the QR's link carries ?token=) and the lecturer's projector page. */
  presensiQr: {
    scan: { path: '/presensi-qr', getHref: (token?: string) => (token ? `/presensi-qr?token=${enc(token)}` : '/presensi-qr') },
    tampil: { path: '/presensi-qr/tampil/:idPertemuan', getHref: (idPertemuan: string | number) => `/presensi-qr/tampil/${enc(idPertemuan)}` },
  },
  /** Public page of a BAP's seal (no login): the QR on every BAP links here. */
  verifikasiBap: { path: '/verifikasi-bap/:kode?', getHref: (kode?: string) => (kode ? `/verifikasi-bap/${enc(kode)}` : '/verifikasi-bap') },
  forbidden: { path: '/forbidden/:meetingId', getHref: (meetingId: string | number) => `/forbidden/${enc(meetingId)}` },
  /** Statistic tiles link to /{routeName} (spec 1 §2.1). */
  statistik: { getHref: (routeName: 'tugas' | 'ujian' | 'forum' | 'vidcon') => `/${routeName}` },
} as const;

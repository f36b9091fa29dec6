import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { clearSession } from '@/lib/auth';
import { paths } from '@/config/paths';
import { alwaysRevalidate, loginLoader, protectedLoader, publicLoader } from './guards';
import { BlankLayout } from './layouts/blank-layout';
import { ContextLayout } from './layouts/context-layout';
import { DefaultLayout } from './layouts/default-layout';
import { devRoutes } from '@/features/dev/dev-routes';
import { kehadiranRoutes } from '@/features/kehadiran/kehadiran-routes';
import { FullPageLoader, RootRoute } from './routes/root';
import { NotFoundRoute, RouteErrorBoundary } from './routes/route-error';

/**
 * A guarded group: the loader runs the whole middleware chain on every navigation and its error boundary
 * renders inside the layout, so a missing permission shows the 404 page with the menu still in place.
 */
const guarded = (children: RouteObject[]): RouteObject => ({
  loader: protectedLoader,
  shouldRevalidate: alwaysRevalidate,
  ErrorBoundary: RouteErrorBoundary,
  children,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: publicLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoader,
    children: [
      {
        Component: BlankLayout,
        children: [
          { index: true, loader: loginLoader, lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
          { path: paths.oauth.path, lazy: () => import('@/features/auth/pages/oauth-page').then((m) => ({ Component: m.OauthPage })) },
          { path: paths.sso.path, lazy: () => import('@/features/sso/pages/sso-page').then((m) => ({ Component: m.SsoPage })) },
          {
            path: paths.verifikasiBap.path,
            lazy: () => import('@/features/bap/pages/verifikasi-bap-page').then((m) => ({ Component: m.VerifikasiBapPage })),
          },
        ],
      },
      {
        Component: DefaultLayout,
        children: [
          guarded([
            { path: paths.beranda.path, lazy: () => import('@/features/beranda/pages/beranda-page').then((m) => ({ Component: m.BerandaPage })) },
            {
              path: paths.pengumuman.list.path,
              lazy: () => import('@/features/pengumuman/pages/pengumuman-page').then((m) => ({ Component: m.PengumumanPage })),
            },
            { path: paths.profil.path, lazy: () => import('@/features/profil/pages/profil-page').then((m) => ({ Component: m.ProfilPage })) },
            { path: paths.konfigurasi.path, lazy: () => import('@/features/konfigurasi/pages/konfigurasi-page').then((m) => ({ Component: m.KonfigurasiPage })) },
            {
              path: paths.logAktivitas.path,
              lazy: () => import('@/features/log-aktivitas/pages/log-aktivitas-page').then((m) => ({ Component: m.LogAktivitasPage })),
            },
            { path: paths.profilPt.path, lazy: () => import('@/features/profil-pt/pages/profil-pt-page').then((m) => ({ Component: m.ProfilPtPage })) },
            { path: paths.pengguna.path, lazy: () => import('@/features/pengguna/pages/pengguna-page').then((m) => ({ Component: m.PenggunaPage })) },
            { path: paths.dataSistem.path, lazy: () => import('@/features/data-sistem/pages/data-sistem-page').then((m) => ({ Component: m.DataSistemPage })) },
            { path: paths.loginAs.path, lazy: () => import('@/features/login-as/pages/login-as-page').then((m) => ({ Component: m.LoginAsPage })) },
            {
              path: paths.forbidden.path,
              lazy: () => import('@/features/forbidden/pages/forbidden-page').then((m) => ({ Component: m.ForbiddenPage })),
            },
            { path: paths.kelas.list.path, lazy: () => import('@/features/kelas/pages/kelas-list-page').then((m) => ({ Component: m.KelasListPage })) },
            {
              path: paths.pertemuan.list.path,
              lazy: () => import('@/features/pertemuan/pages/pertemuan-list-page').then((m) => ({ Component: m.PertemuanListPage })),
            },
            {
              path: paths.pertemuan.detail.path,
              lazy: () => import('@/features/pertemuan/pages/pertemuan-detail-page').then((m) => ({ Component: m.PertemuanDetailPage })),
            },
            {
              path: paths.mataKuliah.path,
              lazy: () => import('@/features/data-master/pages/mata-kuliah-page').then((m) => ({ Component: m.MataKuliahPage })),
            },
            {
              path: paths.bankSoal.list.path,
              lazy: () => import('@/features/bank-soal/pages/bank-soal-list-page').then((m) => ({ Component: m.BankSoalListPage })),
            },
            {
              path: paths.bankSoal.detail.path,
              lazy: () => import('@/features/bank-soal/pages/bank-soal-detail-page').then((m) => ({ Component: m.BankSoalDetailPage })),
            },
            { path: paths.bantuan.path, lazy: () => import('@/features/bantuan/pages/bantuan-page').then((m) => ({ Component: m.BantuanPage })) },
            { path: paths.ujian.list.path, lazy: () => import('@/features/ujian/pages/ujian-list-page').then((m) => ({ Component: m.UjianListPage })) },
            // /dev exists only in development builds (the condition is replaced at build time, so production drops it).
            ...(import.meta.env.DEV ? devRoutes() : []),
            { path: paths.vidcon.path, lazy: () => import('@/features/vidcon/pages/vidcon-list-page').then((m) => ({ Component: m.VidconListPage })) },
            { path: paths.tugas.path, lazy: () => import('@/features/tugas/pages/tugas-list-page').then((m) => ({ Component: m.TugasListPage })) },
            { path: paths.forum.list.path, lazy: () => import('@/features/forum/pages/forum-page').then((m) => ({ Component: m.ForumPage })) },
            {
              path: paths.forum.keaktifan.path,
              lazy: () => import('@/features/forum/pages/forum-keaktifan-page').then((m) => ({ Component: m.ForumKeaktifanPage })),
            },
            ...kehadiranRoutes(),
            { path: paths.nilai.list.path, lazy: () => import('@/features/nilai/pages/nilai-list-page').then((m) => ({ Component: m.NilaiListPage })) },
            { path: paths.nilai.detail.path, lazy: () => import('@/features/nilai/pages/nilai-detail-page').then((m) => ({ Component: m.NilaiDetailPage })) },
          ]),
        ],
      },
      {
        Component: ContextLayout,
        children: [
          guarded([
            {
              path: paths.kelas.detail.path,
              lazy: () => import('@/features/kelas/pages/kelas-detail-page').then((m) => ({ Component: m.KelasDetailPage })),
            },
            {
              path: paths.kelas.pertemuan.path,
              lazy: () => import('@/features/pertemuan/pages/kelas-pertemuan-page').then((m) => ({ Component: m.KelasPertemuanPage })),
            },
            { path: paths.kelas.ujian.path, lazy: () => import('@/features/ujian/pages/kelas-ujian-page').then((m) => ({ Component: m.KelasUjianPage })) },
            { path: paths.kelas.tugas.path, lazy: () => import('@/features/tugas/pages/tugas-page').then((m) => ({ Component: m.TugasPage })) },
            {
              path: paths.kelas.penilaianTugas.path,
              lazy: () => import('@/features/tugas/pages/tugas-page').then((m) => ({ Component: m.PenilaianTugasPage })),
            },
            {
              path: paths.kelas.penilaianTugasKelas.path,
              lazy: () => import('@/features/tugas/pages/penilaian-kelas-page').then((m) => ({ Component: m.PenilaianKelasPage })),
            },
            { path: paths.ujian.soal.path, lazy: () => import('@/features/ujian/pages/ujian-soal-page').then((m) => ({ Component: m.UjianSoalPage })) },
          ]),
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 that a refresh cannot fix ends the session and returns to '/' (spec 1 §4, §8).
setUnauthorizedHandler(() => {
  clearSession();
  void router.navigate(paths.home.getHref(), { replace: true });
});

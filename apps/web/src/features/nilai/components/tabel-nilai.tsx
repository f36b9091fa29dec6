import { useRef, useState, type UIEvent } from 'react';
import { Anchor, Box, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_NILAI, formatNilai, statusNilaiColor, statusNilaiLabel, type NilaiKelasKuliah } from '@lms/shared';
import { jendelaBaris, kolomTampil, linkKolom, type FilterTampil } from '../nilai-tabel';

const ROW = 40;
const HEIGHT = 520;
const COL = 132;
const NAMA = 240;

type Props = { data: NilaiKelasKuliah; filter: FilterTampil };

/**
 * The gradebook table: a column per activity (meeting label, status colour, link), the averages per type and the
 * Siakad components. Only the rows in view are rendered (spacer rows keep the scroll height), so 200 students × 40
 * activities scroll smoothly; the header stays on top while scrolling.
 */
export function TabelNilai({ data, filter }: Props) {
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef<number | null>(null);
  const kolom = kolomTampil(data, filter);
  const rerata = data.header_rerata.filter((h) => filter.jenis.has(h.jenis));
  const sikad = data.header_sikad.filter((h) => filter.komponen.has(h.id));
  const rows = data.nilai_mahasiswa;
  const { start, end } = jendelaBaris(rows.length, ROW, scrollTop, HEIGHT);
  const width = NAMA + 120 + (kolom.length + rerata.length + sikad.length) * COL;
  const span = 2 + kolom.length + rerata.length + sikad.length;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const top = e.currentTarget.scrollTop;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  };
  const th = { position: 'sticky' as const, top: 0, background: 'var(--mantine-color-body)', zIndex: 1, borderBottom: '1px solid var(--mantine-color-gray-3)', padding: '6px 8px', textAlign: 'left' as const, verticalAlign: 'bottom' as const };
  const td = { height: ROW, padding: '0 8px', borderBottom: '1px solid var(--mantine-color-gray-2)', whiteSpace: 'nowrap' as const };

  return (
    <div
      role="region"
      aria-label="Tabel nilai mahasiswa"
      tabIndex={0}
      onScroll={onScroll}
      style={{ maxHeight: HEIGHT, overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="tabel-nilai"
    >
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, width, tableLayout: 'fixed', fontSize: 14 }}>
        <colgroup>
          <col style={{ width: 120 }} />
          <col style={{ width: NAMA }} />
          {Array.from({ length: span - 2 }, (_, i) => (
            <col key={i} style={{ width: COL }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" style={th}>NIM</th>
            <th scope="col" style={th}>Nama</th>
            {kolom.map((i) => {
              const h = data.header_aktivitas[i]!;
              const href = linkKolom(data.kelas.id, h.aktivitas, data.akses.peran, data.akses.baca_kelas);
              const color = statusNilaiColor(h.status_nilai);
              return (
                <th key={`${h.aktivitas.jenis}-${h.aktivitas.id}`} scope="col" style={{ ...th, borderTop: `4px solid ${color}` }} data-testid="kolom-aktivitas" data-status={h.status_nilai}>
                  <Text fz="xs" c="dimmed">
                    {h.label_pertemuan}
                  </Text>
                  <Tooltip label={`${h.aktivitas.label} — ${statusNilaiLabel(h.status_nilai)}`}>
                    {href ? (
                      <Anchor component={Link} to={href} fz="sm" fw={600} lineClamp={1}>
                        {h.aktivitas.jenis.toUpperCase()} {h.aktivitas.label}
                      </Anchor>
                    ) : (
                      <Text fz="sm" fw={600} lineClamp={1}>
                        {h.aktivitas.jenis.toUpperCase()} {h.aktivitas.label}
                      </Text>
                    )}
                  </Tooltip>
                  <Text fz="xs" c="dimmed">
                    <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: color, marginRight: 4 }} />
                    {statusNilaiLabel(h.status_nilai)}
                    {h.sedang_dihitung ? (
                      <Tooltip label={PESAN_NILAI.sedangDihitung}>
                        <IconAlertTriangle size={14} color="#D93C3C" aria-label={PESAN_NILAI.sedangDihitung} style={{ marginLeft: 4, verticalAlign: 'middle' }} data-testid="ikon-sedang-dihitung" />
                      </Tooltip>
                    ) : null}
                  </Text>
                </th>
              );
            })}
            {rerata.map((h) => (
              <th key={h.jenis} scope="col" style={{ ...th, background: 'var(--mantine-color-gray-0)' }}>
                <Text fz="sm" fw={600}>
                  {h.label}
                </Text>
              </th>
            ))}
            {sikad.map((h) => (
              <th key={h.id} scope="col" style={{ ...th, background: 'var(--mantine-color-blue-0)' }} data-testid="kolom-sikad">
                <Text fz="sm" fw={600}>
                  {h.label} SIKAD
                </Text>
                <Text fz="xs">Bobot {h.bobot}%</Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {start > 0 ? (
            <tr aria-hidden style={{ height: start * ROW }}>
              <td colSpan={span} />
            </tr>
          ) : null}
          {rows.slice(start, end).map((m) => (
            <tr key={m.mahasiswa.id_user} data-testid="baris-nilai">
              <td style={td}>{m.mahasiswa.nim}</td>
              <td style={{ ...td, overflow: 'hidden', textOverflow: 'ellipsis' }}>{m.mahasiswa.nama}</td>
              {kolom.map((i) => (
                <td key={i} style={td}>
                  {formatNilai(m.nilai_pertemuan[i]?.nilai)}
                </td>
              ))}
              {rerata.map((h) => (
                <td key={h.jenis} style={{ ...td, background: 'var(--mantine-color-gray-0)' }}>
                  {formatNilai(m.rata_rata_lms.find((r) => r.jenis === h.jenis)?.rata_rata ?? 0)}
                </td>
              ))}
              {sikad.map((h) => {
                const s = m.nilai_sikad.find((x) => x.komponen.id === h.id);
                return (
                  <td key={h.id} style={{ ...td, background: 'var(--mantine-color-blue-0)' }} data-testid="sel-sikad">
                    {s?.nilai === null || s?.nilai === undefined ? '-' : formatNilai(s.nilai)}
                    {s?.update_by_sikad ? (
                      <Text span fz="xs" fw={700} c="dark" ml={4} data-testid="update-by-sikad">
                        (Siakad: {formatNilai(s.nilai_di_sikad)})
                      </Text>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
          {end < rows.length ? (
            <tr aria-hidden style={{ height: (rows.length - end) * ROW }}>
              <td colSpan={span} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {rows.length === 0 ? (
        <Box p="md">
          <Text c="dimmed">Belum ada peserta di kelas ini.</Text>
        </Box>
      ) : null}
    </div>
  );
}

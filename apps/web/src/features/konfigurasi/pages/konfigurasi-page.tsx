import { Alert, Card, Loader, Tabs } from '@mantine/core';
import { BAGIAN_PENGATURAN, BAGIAN_PENGATURAN_LABEL } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { usePengaturan } from '../api/get-pengaturan';
import { BIDANG_PENGATURAN } from '../bidang';
import { BagianForm } from '../components/bagian-form';
import { NilaiPeriodeForm } from '../components/nilai-periode-form';

/** /konfigurasi (spec 1 §2.1): every setting of the college, one tab per section; read-only without write. */
export function KonfigurasiPage() {
  const { data, isPending, error } = usePengaturan();
  const { data: semester } = useSemesterBerjalan();
  const bolehUbah = useCan('konfigurasi', 'write');
  return (
    <>
      <PageHeader title="Konfigurasi" />
      <Card withBorder padding="md">
        {isPending ? <Loader role="status" aria-label="Memuat pengaturan" /> : null}
        {error ? <Alert color="red" title="Pengaturan gagal dimuat">{error.message}</Alert> : null}
        {data ? (
          <Tabs defaultValue="pengaturan_sistem" keepMounted={false}>
            <Tabs.List mb="md">
              {BAGIAN_PENGATURAN.map((b) => (
                <Tabs.Tab key={b} value={b} data-testid={`tab-${b}`}>
                  {BAGIAN_PENGATURAN_LABEL[b]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {BAGIAN_PENGATURAN.map((b) => (
              <Tabs.Panel key={b} value={b}>
                {b === 'pengaturan_nilai' ? (
                  <NilaiPeriodeForm nilai={data.pengaturan_nilai} periodeBerjalan={semester?.periode ?? null} bolehUbah={bolehUbah} />
                ) : (
                  <BagianForm bagian={b} nilai={data[b]} kelompok={BIDANG_PENGATURAN[b]} bolehUbah={bolehUbah} />
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : null}
      </Card>
    </>
  );
}

import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { SistemInfo } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useUpdateProfilPt } from '../api/update-profil-pt';
import { BIDANG_PROFIL_PT, nilaiAwalProfil, periksaProfil, type ProfilPtValues } from '../profil-pt-form';
import { GALAT_TERBACA } from '@/lib/form-style';

/** The institution's identity (spec 1 §3 'System info'); read-only without write on data_master. */
export function ProfilPtForm({ sistem, bolehUbah }: { sistem: SistemInfo; bolehUbah: boolean }) {
  const [v, setV] = useState<ProfilPtValues>(() => nilaiAwalProfil(sistem));
  const [galat, setGalat] = useState<Partial<ProfilPtValues>>({});
  useEffect(() => setV(nilaiAwalProfil(sistem)), [sistem]);
  const simpan = useUpdateProfilPt();
  const awal = nilaiAwalProfil(sistem);
  const berubah = BIDANG_PROFIL_PT.some((b) => v[b.key] !== awal[b.key]);

  const submit = async () => {
    const r = periksaProfil(v);
    if (!r.ok) return setGalat(r.galat);
    const res = await simpan.mutateAsync(r.body);
    showSuccessToast(res.status.message);
  };

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="profil-pt-identitas">
      <Title order={2} fz="lg" id="profil-pt-identitas" mb="sm">
        Identitas Perguruan Tinggi
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => {});
        }}
        noValidate
        style={GALAT_TERBACA}
        data-testid="profil-pt-form"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md" verticalSpacing="sm">
            {BIDANG_PROFIL_PT.map((b) => {
              const props = {
                label: b.label,
                required: bolehUbah,
                value: v[b.key],
                error: galat[b.key],
                readOnly: !bolehUbah,
                variant: bolehUbah ? 'default' : 'filled',
                onChange: (e: { currentTarget: { value: string } }) => {
                  const value = e.currentTarget.value;
                  setV((o) => ({ ...o, [b.key]: value }));
                  setGalat((g) => ({ ...g, [b.key]: undefined }));
                },
                'data-testid': `profil-pt-${b.key}`,
              };
              return b.multiline ? <Textarea key={b.key} {...props} autosize minRows={2} style={{ gridColumn: '1 / -1' }} /> : <TextInput key={b.key} {...props} />;
            })}
          </SimpleGrid>
          {bolehUbah ? (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!berubah || simpan.isPending}
                onClick={() => {
                  setV(awal);
                  setGalat({});
                }}
              >
                Batal
              </Button>
              <Button type="submit" loading={simpan.isPending} disabled={!berubah} data-testid="profil-pt-simpan">
                Simpan
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

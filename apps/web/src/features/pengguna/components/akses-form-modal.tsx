import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Radio, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AREA_AKSES, AREA_AKSES_LABEL, LEVEL_AKSES_LABEL, MODAL_WIDTH, STATUS_AKTIF_LABEL, levelUntukArea, type PenggunaItem } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useUser } from '@/lib/auth';
import { useOperator } from '../api/get-operator';
import { useUpdateAksesOperator } from '../api/update-akses-operator';
import { aturLevel, aturSemua, cekAkses, nilaiAwalAkses, toAksesBody, type AksesValues } from '../akses-form';

type Props = { opened: boolean; onClose: () => void; operator: PenggunaItem | null; readOnly?: boolean };

const LEVEL_URUT = ['no_access', 'read', 'write'] as const;
const WARNA_LEVEL = { no_access: 'gray', read: 'teal', write: 'blue' } as const;

/**
 * The access form (spec 1 §2.5 modal 600, §3, §4): the username shown as the operator ID, 'Aktif' / 'Non Aktif',
 * and no_access / read / write per area (bantuan without write). An operator never takes their own right away.
 */
export function AksesFormModal({ opened, onClose, operator, readOnly = false }: Props) {
  const { data: user } = useUser();
  const detail = useOperator(opened && operator ? operator.id : null);
  const simpan = useUpdateAksesOperator();
  const [v, setV] = useState<AksesValues>(() => nilaiAwalAkses(null));
  useEffect(() => {
    if (opened && detail.data) setV(nilaiAwalAkses(detail.data));
  }, [opened, detail.data]);
  const masalah = operator && user ? cekAkses(v, user.id, operator.id) : null;

  const submit = async () => {
    if (!operator || masalah) return;
    const res = await simpan.mutateAsync({ id: operator.id, body: toAksesBody(v) });
    showSuccessToast(res.status.message);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.aksesForm} centered title={<Text fw={700}>Hak Akses Operator</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => {});
        }}
        data-testid="akses-form"
      >
        <Stack gap="sm">
          <Group gap="xl">
            <div>
              <Text fz="xs" c="dimmed">
                ID Operator
              </Text>
              <Text fw={600} data-testid="akses-operator-id">
                {operator?.username}
              </Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                Nama
              </Text>
              <Text fw={600}>{operator?.nama}</Text>
            </div>
          </Group>
          {detail.isPending ? (
            <Skeleton h={260} />
          ) : detail.isError ? (
            <Alert color="red" title="Hak akses gagal dimuat">
              {detail.error.message}
            </Alert>
          ) : (
            <>
              {readOnly ? (
                <div>
                  <Text fz="sm" fw={500}>
                    Status
                  </Text>
                  <Badge mt={4} color={v.is_active ? 'green' : 'gray'} variant="light" data-testid="akses-status">
                    {STATUS_AKTIF_LABEL(v.is_active)}
                  </Badge>
                </div>
              ) : (
                <Radio.Group
                  label="Status"
                  value={v.is_active ? 'aktif' : 'nonaktif'}
                  onChange={(x) => setV((o) => ({ ...o, is_active: x === 'aktif' }))}
                  data-testid="akses-status"
                >
                  <Group mt={6} gap="lg">
                    <Radio value="aktif" label="Aktif" />
                    <Radio value="nonaktif" label="Non Aktif" />
                  </Group>
                </Radio.Group>
              )}
              {!readOnly ? (
                <Group gap="xs">
                  <Text fz="sm">Atur semua:</Text>
                  {LEVEL_URUT.map((l) => (
                    <Button key={l} size="compact-xs" variant="light" onClick={() => setV((o) => aturSemua(o, l))} data-testid={`akses-semua-${l}`}>
                      {LEVEL_AKSES_LABEL[l]}
                    </Button>
                  ))}
                </Group>
              ) : null}
              <Table verticalSpacing={6} data-testid="akses-tabel">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Area</Table.Th>
                    <Table.Th>Akses</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {AREA_AKSES.map((area) => (
                    <Table.Tr key={area}>
                      <Table.Td>
                        <Text fz="sm" id={`akses-label-${area}`}>
                          {AREA_AKSES_LABEL[area]}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {readOnly ? (
                          <Badge variant="light" color={WARNA_LEVEL[v.hakAkses[area]]} data-testid={`akses-${area}`}>
                            {LEVEL_AKSES_LABEL[v.hakAkses[area]]}
                          </Badge>
                        ) : (
                          <SegmentedControl
                            size="xs"
                            fullWidth
                            aria-labelledby={`akses-label-${area}`}
                            value={v.hakAkses[area]}
                            onChange={(l) => setV((o) => aturLevel(o, area, l as (typeof LEVEL_URUT)[number]))}
                            data={levelUntukArea(area).map((l) => ({ value: l, label: LEVEL_AKSES_LABEL[l] }))}
                            data-testid={`akses-${area}`}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {masalah && !readOnly ? (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="akses-peringatan">
                  {masalah}
                </Alert>
              ) : null}
            </>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={simpan.isPending}>
              {readOnly ? 'Tutup' : 'Batal'}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={simpan.isPending} disabled={!!masalah || !detail.data} data-testid="akses-simpan">
                Simpan
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

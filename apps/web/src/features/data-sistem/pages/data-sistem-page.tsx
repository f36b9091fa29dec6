import { Paper, ScrollArea, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TAB_DATA_SISTEM, TAB_DATA_SISTEM_LABEL, type TabDataSistem } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { DataSistemTab } from '../components/data-sistem-tab';

const tabDari = (v: string | null): TabDataSistem => ((TAB_DATA_SISTEM as readonly string[]).includes(v ?? '') ? (v as TabDataSistem) : 'periode');

/**
 * /data-sistem (data_sistem): periods and the current semester, lecture sessions, rooms, attendance types, class
 * types and labels, campuses; one tab each (kept in ?tab= so a reload stays). Read to see, write to change.
 */
export function DataSistemPage() {
  const bolehUbah = useCan('data_sistem', 'write');
  const [params, setParams] = useSearchParams();
  const tab = tabDari(params.get('tab'));
  return (
    <>
      <PageHeader title="Data Sistem" subtitle="Data acuan perkuliahan perguruan tinggi" />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })} keepMounted={false}>
          {/* Seven tabs do not fit a phone: the list scrolls sideways. */}
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars mb="md">
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {TAB_DATA_SISTEM.map((t) => (
                <Tabs.Tab key={t} value={t} data-testid={`ds-tab-button-${t}`} style={{ whiteSpace: 'nowrap' }}>
                  {TAB_DATA_SISTEM_LABEL[t]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {TAB_DATA_SISTEM.map((t) => (
            <Tabs.Panel key={t} value={t}>
              <DataSistemTab tab={t} bolehUbah={bolehUbah} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  );
}

import { SECTIONS } from '@webku/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TabList, TabPanel, useTabsId } from '@/components/ui/tabs';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { SCREEN_SECTIONS, type ScreenSection, useAllSectionSettings } from '../api/use-all-section-settings';
import { SectionTab } from './section-tab';

const TABS: { value: ScreenSection; label: string }[] = SCREEN_SECTIONS.map((value) => ({
  value,
  label: `${SECTIONS[value].admin.label} Section`,
}));

export function SectionSettingsPage() {
  const [tab, setTab] = useState<ScreenSection>('menu');
  const settings = useAllSectionSettings();
  const tabsId = useTabsId();
  useLoadErrorToast(settings.error, 'Failed to load section settings');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Section Settings"
        description="Tampilkan atau sembunyikan setiap bagian website Anda dan atur judulnya."
      />
      {settings.isPending ? (
        <LinesSkeleton label="Memuat pengaturan bagian" />
      ) : !settings.data ? (
        <EmptyState
          icon={RefreshCw}
          title="Pengaturan bagian gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => settings.refetch()} isLoading={settings.isFetching}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <>
          <TabList idBase={tabsId} label="Bagian" items={TABS} value={tab} onValueChange={setTab} />
          {TABS.map(({ value }) => (
            <TabPanel key={value} idBase={tabsId} value={value} activeValue={tab}>
              <Card className="p-5 sm:p-6">
                <SectionTab type={value} setting={settings.data![value]} />
              </Card>
            </TabPanel>
          ))}
        </>
      )}
    </div>
  );
}

import type { WebSettings } from '@webku/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { TabList, TabPanel, useTabsId } from '@/components/ui/tabs';
import { useSaveWebSettings } from '../api/use-web-settings';
import { useWebSettingsForm } from '../hooks/use-web-settings-form';
import {
  firstTabWithError,
  tabFromSearch,
  toWebSettingsFormValues,
  type WebSettingsTab,
  withPickedZone,
} from '../utils/web-settings-form';
import { GeneralTab } from './general-tab';
import { LegalTab } from './legal-tab';
import { NavigationTab } from './navigation-tab';
import { OrderTab } from './order-tab';
import { SeoTab } from './seo-tab';
import { TemplateTab } from './template-tab';

const TABS: { value: WebSettingsTab; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'navigation', label: 'Navigation' },
  { value: 'seo', label: 'SEO' },
  { value: 'template', label: 'Template' },
  { value: 'order', label: 'WhatsApp & QRIS' },
  { value: 'legal', label: 'Legal' },
];

export function WebSettingsForm({ record }: { record: WebSettings | null }) {
  const { search } = useLocation();
  const [tab, setTab] = useState<WebSettingsTab>(() => tabFromSearch(search));
  // The legal tab's rich text editors (Quill, ~50 KB) load when the owner first opens that tab.
  const [hasOpenedLegal, setOpenedLegal] = useState(false);
  if (tab === 'legal' && !hasOpenedLegal) setOpenedLegal(true);
  const [stored, setStored] = useState(record);
  const id = stored?.id ?? null;
  const form = useWebSettingsForm(record);
  const save = useSaveWebSettings();
  const tabsId = useTabsId();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const picked = withPickedZone(values, Boolean(form.formState.dirtyFields.time_zone));
        const saved = await save.mutateAsync({ id, values: picked });
        // After a save the form shows the returned record.
        if (saved) {
          setStored(saved);
          form.reset(toWebSettingsFormValues(saved));
        } else form.reset(undefined, { keepValues: true });
      } catch {
        // The failure toast is already shown; the edits stay.
      }
    },
    (errors) => {
      const target = firstTabWithError(Object.keys(errors));
      if (target) setTab(target);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TabList
        idBase={tabsId}
        label="Bagian pengaturan web"
        items={TABS}
        value={tab}
        onValueChange={setTab}
      />
      <TabPanel idBase={tabsId} value="general" activeValue={tab}>
        <GeneralTab form={form} isZoneChosen={stored?.time_zone_chosen ?? false} />
      </TabPanel>
      <TabPanel idBase={tabsId} value="navigation" activeValue={tab}>
        <NavigationTab form={form} />
      </TabPanel>
      <TabPanel idBase={tabsId} value="seo" activeValue={tab}>
        <SeoTab form={form} />
      </TabPanel>
      <TabPanel idBase={tabsId} value="template" activeValue={tab}>
        <TemplateTab form={form} />
      </TabPanel>
      <TabPanel idBase={tabsId} value="order" activeValue={tab}>
        <OrderTab form={form} />
      </TabPanel>
      <TabPanel idBase={tabsId} value="legal" activeValue={tab}>
        {hasOpenedLegal && <LegalTab form={form} record={stored} />}
      </TabPanel>
      <FormActions isSaving={save.isPending} label="Save Settings" isDirty={form.formState.isDirty} />
    </form>
  );
}

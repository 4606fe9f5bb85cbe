import { type AnyRowSection, sectionSettingFields, sectionSettingInputSchema } from '@webku/contract';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs, translationValues } from '@/components/form/translation-input';
import { SettingsFold } from '@/components/section-settings/settings-fold';
import { Button } from '@/components/ui/button';
import { toFormText } from '@/lib/form-values';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecondLanguage } from '@/lib/use-second-language';
import {
  type RowSectionSettings,
  useRowSectionSettings,
  useSaveRowSectionSettings,
} from '../api/use-row-section';

// The same rules as every section's settings: the server parses them with this schema.
const settingsSchema = sectionSettingInputSchema.pick({
  is_active: true,
  title: true,
  description: true,
  translations: true,
});

const toFormValues = (settings: RowSectionSettings) => ({
  is_active: settings.is_active,
  title: toFormText(settings.title),
  description: toFormText(settings.description),
  ...translationValues(settings),
});

/** Whether the section shows, and the heading and line above its rows (blank: the section's own title). */
export function RowSectionSettingsCard({ section }: { section: AnyRowSection }) {
  const query = useRowSectionSettings(section);
  return (
    <SettingsFold
      summary={query.data?.title || section.title.id}
      isShown={query.data?.is_active}
      failed={query.isError ? { isRetrying: query.isFetching, retry: () => query.refetch() } : undefined}
    >
      {query.data && <SettingsForm section={section} settings={query.data} />}
    </SettingsFold>
  );
}

function SettingsForm({ section, settings }: { section: AnyRowSection; settings: RowSectionSettings }) {
  const save = useSaveRowSectionSettings(section);
  const form = useSchemaForm(settingsSchema, { defaultValues: toFormValues(settings) });
  const { register, control, formState, handleSubmit, reset } = form;
  const secondLanguage = useSecondLanguage();
  const errors = formState.errors;
  const id = (field: string) => `${section.key}-settings-${field}`;
  const submit = handleSubmit(async (values) => {
    const body = {
      is_active: values.is_active ?? true,
      title: values.title || null,
      description: values.description || null,
      ...(values.translations ? { translations: values.translations } : {}),
    };
    try {
      reset(toFormValues(await save.mutateAsync(body)));
    } catch {
      // The mutation already said why; the owner's text stays in the form.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ControlledSwitchRow
        control={control}
        name="is_active"
        label="Tampilkan bagian ini di website"
        description={`Matikan untuk menyembunyikan seluruh bagian ${section.title.id} tanpa menghapus isinya.`}
      />
      <TextField
        id={id('title')}
        label="Judul Bagian"
        placeholder={section.title.id}
        hint={`Kosongkan untuk memakai judul “${section.title.id}”.`}
        isOptional
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        id={id('description')}
        label="Deskripsi Bagian"
        rows={3}
        hint="Satu atau dua kalimat di bawah judul."
        isOptional
        error={errors.description?.message}
        {...register('description')}
      />
      <TranslationInputs
        idPrefix={id('')}
        fields={sectionSettingFields}
        language={secondLanguage}
        form={form as never}
      />
      <div className="flex justify-end border-t border-neutral-100 pt-4">
        <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Menyimpan...' : 'Simpan pengaturan'}
        </Button>
      </div>
    </form>
  );
}

import { type NewsArticle, newsArticleFields, newsArticleInputSchema } from '@webku/contract';
import { Controller } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField } from '@/components/form/form-field';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs, translationValues } from '@/components/form/translation-input';
import { RichTextEditor } from '@/components/rich-text-editor';
import {
  RICH_TEXT_LIMITS_HINT,
  RichTextOverLimitsNotice,
} from '@/components/rich-text-editor/rich-text-limits';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveNews } from '../api/use-news';
import { toNewsFormValues, toNewsPayload } from '../utils/news-form';

type NewsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  article: NewsArticle | null;
  articles: readonly NewsArticle[];
};

export function NewsDialog({ open, onOpenChange, article, articles }: NewsDialogProps) {
  const save = useSaveNews();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={article ? 'Ubah artikel' : 'Tulis artikel'}
      size="xl"
      id={article?.id}
      save={save}
    >
      {(form) => <NewsForm {...form} article={article} articles={articles} />}
    </SaveFormDialog>
  );
}

type NewsFormProps = Omit<NewsDialogProps, 'open' | 'onOpenChange'> & {
  formId: string;
  onSubmit: (body: ReturnType<typeof toNewsPayload>) => Promise<void>;
};

function NewsForm({ formId, article, articles, onSubmit }: NewsFormProps) {
  const form = useSchemaForm(newsArticleInputSchema, {
    defaultValues: { ...toNewsFormValues(article, articles, new Date()), ...translationValues(article) },
  });
  const { register, control, handleSubmit, formState } = form;
  const secondLanguage = useSecondLanguage();
  const errors = formState.errors;
  const submit = handleSubmit((values) => onSubmit(toNewsPayload(values)).catch(() => undefined));

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <TextField id="news-title" label="Judul" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="news-category"
          label="Kategori"
          placeholder="Promo, Acara, ..."
          isOptional
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          id="news-date"
          label="Tanggal"
          type="date"
          error={errors.created_date?.message}
          {...register('created_date')}
        />
        <TextField
          id="news-order"
          label="Urutan Tampil"
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <TextAreaField
        id="news-description"
        label="Deskripsi Singkat"
        rows={2}
        hint="Tampil di kartu berita, satu atau dua kalimat."
        error={errors.description?.message}
        {...register('description')}
      />
      <FormField
        id="news-content"
        label="Isi Artikel"
        hint={RICH_TEXT_LIMITS_HINT}
        error={errors.content?.message}
      >
        <RichTextOverLimitsNotice isOverLimits={article?.content_over_limits} />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              id="news-content"
              ariaLabel="Isi Artikel"
              value={field.value ?? ''}
              onChange={field.onChange}
              placeholder="Ceritakan selengkapnya..."
              isInvalid={!!errors.content}
              imageCategory="news"
            />
          )}
        />
      </FormField>
      <TranslationInputs
        idPrefix="news"
        fields={newsArticleFields}
        language={secondLanguage}
        form={form as never}
      />
      <ControlledImageField
        control={control}
        name="thumbnail"
        id="news-thumbnail"
        label="Thumbnail"
        category="news"
        shape="wide"
        isOptional
      />
      <ControlledSwitchRow
        control={control}
        name="is_published"
        label="Terbitkan"
        description="Draf tetap tersembunyi dari pengunjung."
      />
    </form>
  );
}

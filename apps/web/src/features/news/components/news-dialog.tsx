import { type NewsArticle, newsArticleFields, newsArticleInputSchema } from '@webku/contract';
import { Controller } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField } from '@/components/form/form-field';
import * as ListItem from '@/components/form/list-item-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { translationValues } from '@/components/form/translation-input';
import { RichTextEditor } from '@/components/rich-text-editor';
import {
  RICH_TEXT_LIMITS_HINT,
  RichTextOverLimitsNotice,
} from '@/components/rich-text-editor/rich-text-limits';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveNews } from '../api/use-news';
import { toNewsFormValues, toNewsPayload } from '../utils/news-form';

export const NewsDialog = ListItem.dialog<NewsArticle, ReturnType<typeof toNewsPayload>>({
  titles: { edit: 'Ubah artikel', add: 'Tulis artikel' },
  size: 'xl',
  useSave: useSaveNews,
  Form: NewsForm,
});

function NewsForm({
  formId,
  item: article,
  items: articles,
  onSubmit,
}: ListItem.FormProps<NewsArticle, ReturnType<typeof toNewsPayload>>) {
  const form = useSchemaForm(newsArticleInputSchema, {
    defaultValues: { ...toNewsFormValues(article, articles, new Date()), ...translationValues(article) },
  });
  const { register, control, handleSubmit, formState } = form;
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
        <ListItem.DisplayOrderField
          idPrefix="news"
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
      <ListItem.Translations idPrefix="news" fields={newsArticleFields} form={form as never} />
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

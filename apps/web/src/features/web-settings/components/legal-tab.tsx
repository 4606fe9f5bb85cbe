import { API, type WebSettings } from '@webku/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form/form-field';
import { FormSection } from '@/components/form/form-section';
import { RichTextEditor } from '@/components/rich-text-editor';
import {
  RICH_TEXT_LIMITS_HINT,
  RichTextOverLimitsNotice,
} from '@/components/rich-text-editor/rich-text-limits';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { publicPageUrl } from '@/lib/site-mode';
import { notify } from '@/lib/toast';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { TranslationsCard } from './translations-card';

const EDITORS = [
  { name: 'terms_and_conditions', title: 'Syarat dan Ketentuan', page: 'terms-and-conditions' },
  { name: 'privacy_policy', title: 'Kebijakan Privasi', page: 'privacy-policy' },
] as const;

type LegalPages = Record<(typeof EDITORS)[number]['name'], string>;

// Two rich-text editors; an empty one hides its link in the site footer. `record` is the
// stored settings, whose flags say which text went past the limits.
export function LegalTab({ form, record }: { form: WebSettingsFormApi; record: WebSettings | null }) {
  const slug = useSession().company?.slug ?? '';
  const errors = form.formState.errors;
  return (
    <div className="space-y-6">
      <StandardTexts form={form} />
      {EDITORS.map((editor) => {
        const url = publicPageUrl(slug, editor.page);
        return (
          <FormSection
            key={editor.name}
            title={editor.title}
            description="Kosongkan untuk menyembunyikan tautan halaman ini di website."
          >
            <p className="text-sm text-neutral-600">
              Alamat halaman:{' '}
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium break-all text-brand-800 underline underline-offset-2"
              >
                {url}
              </a>
            </p>
            <FormField
              id={editor.name}
              label="Isi halaman"
              hint={RICH_TEXT_LIMITS_HINT}
              error={errors[editor.name]?.message}
            >
              <RichTextOverLimitsNotice isOverLimits={record?.[`${editor.name}_over_limits`]} />
              <Controller
                control={form.control}
                name={editor.name}
                render={({ field }) => (
                  <RichTextEditor
                    id={editor.name}
                    ariaLabel={editor.title}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    placeholder={`Tulis ${editor.title.toLowerCase()} Anda...`}
                    isInvalid={!!errors[editor.name]}
                  />
                )}
              />
            </FormField>
          </FormSection>
        );
      })}
      <TranslationsCard form={form} names={['terms_and_conditions', 'privacy_policy']} />
    </div>
  );
}

// Pages generated before the texts were made true for every business may promise things the owner never
// said (payment methods, refunds, deadlines): this puts today's standard texts in both editors.
function StandardTexts({ form }: { form: WebSettingsFormApi }) {
  const [isAsking, setIsAsking] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  const applyStandard = async () => {
    setIsLoading(true);
    try {
      const pages = await api.get<LegalPages>(API.admin.webSettings.legalTemplate);
      for (const editor of EDITORS)
        form.setValue(editor.name, pages[editor.name], { shouldDirty: true, shouldValidate: true });
      setIsAsking(false);
      notify.info('Teks standar sudah dimasukkan. Tekan Save Settings untuk menyimpannya.');
    } catch (error) {
      notify.failure(error, 'Teks standar gagal dimuat. Coba lagi.');
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-neutral-700">
        Teks standar Webku hanya memuat hal yang berlaku untuk setiap usaha: tanpa metode pembayaran, aturan
        pengembalian dana, atau janji lain yang belum Anda tentukan. Lengkapi sendiri sesuai usaha Anda.
      </p>
      <Button variant="outline" onClick={() => setIsAsking(true)}>
        <FileText className="size-4" aria-hidden="true" />
        Pakai teks standar
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Pakai teks standar?"
        subject="Isi Syarat dan Ketentuan serta Kebijakan Privasi di formulir ini diganti dengan teks standar Webku."
        confirmLabel="Ganti teks"
        busyLabel="Memuat..."
        note="Belum ada yang tersimpan sampai Anda menekan Save Settings; Batal membiarkan teks Anda apa adanya."
        isBusy={isLoading}
        onConfirm={applyStandard}
      />
    </div>
  );
}

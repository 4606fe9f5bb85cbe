import { MERCHANDISE_MAX_IMAGES } from '@webku/contract';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useAssetPicker } from '@/components/image-field/asset-picker-context';
import { ImageThumb } from '@/components/image-field/image-thumb';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { MerchandiseFormApi } from '../hooks/use-merchandise-form';

// An ordered gallery: the first image is the cover; arrows reorder, the bin removes.
export function ImageGalleryField({ form }: { form: MerchandiseFormApi }) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'images' });
  // fields only snapshot the values; the thumbnails follow what is typed.
  const images = useWatch({ control, name: 'images' });
  const Picker = useAssetPicker();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const isFull = fields.length >= MERCHANDISE_MAX_IMAGES;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800">
        Gambar{' '}
        <span className="font-normal text-neutral-500">
          ({fields.length}/{MERCHANDISE_MAX_IMAGES})
        </span>
      </legend>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-4 text-center text-sm text-neutral-600">
          Belum ada gambar. Tambahkan beberapa foto dari sudut berbeda; foto pertama menjadi sampul.
        </p>
      ) : (
        <ol className="space-y-2">
          {fields.map((field, index) => {
            const urlError = errors.images?.[index]?.image_url?.message;
            return (
              <li key={field.id} className="flex gap-3 rounded-lg border border-neutral-200 p-2">
                <div className="relative">
                  <ImageThumb src={images?.[index]?.image_url} alt="" className="size-16" />
                  {index === 0 && (
                    <span className="absolute -top-1.5 -left-1.5 rounded-full bg-brand-700 px-1.5 text-[10px] font-semibold text-white">
                      Sampul
                    </span>
                  )}
                </div>
                <div className="min-w-0 flex-1 space-y-1.5">
                  <Input
                    aria-label={`URL gambar ${index + 1}`}
                    aria-invalid={urlError ? true : undefined}
                    {...register(`images.${index}.image_url`)}
                  />
                  {urlError && <p className="text-xs text-red-700">{urlError}</p>}
                  <Input
                    aria-label={`Keterangan gambar ${index + 1}`}
                    placeholder="Keterangan singkat (teks alternatif)"
                    {...register(`images.${index}.alt_text`)}
                  />
                </div>
                <div className="flex shrink-0 flex-col justify-center sm:flex-row sm:items-center">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => swap(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Naikkan gambar ${index + 1}`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => swap(index, index + 1)}
                    disabled={index === fields.length - 1}
                    aria-label={`Turunkan gambar ${index + 1}`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost-danger"
                    size="icon"
                    onClick={() => remove(index)}
                    aria-label={`Hapus gambar ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {Picker && (
        <>
          <Button variant="outline" onClick={() => setPickerOpen(true)} disabled={isFull}>
            <ImagePlus aria-hidden="true" /> Tambah gambar
          </Button>
          <Picker
            open={isPickerOpen}
            onOpenChange={setPickerOpen}
            category="merchandise"
            onSelect={(url) => {
              append({ image_url: url, alt_text: '' });
              setPickerOpen(false);
            }}
          />
        </>
      )}
    </fieldset>
  );
}

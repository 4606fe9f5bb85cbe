import type { Fields } from '@webku/contract';
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { DialogSize } from '@/components/ui/dialog';
import { useSecondLanguage } from '@/lib/use-second-language';
import { ControlledSwitchRow } from './controlled-switch-row';
import { SaveFormDialog, type SaveMutation } from './save-form-dialog';
import { TextAreaField, TextField } from './text-field';
import { TranslationInputs } from './translation-input';

/** What a list editor opens its dialog with: the item to change (none: a new one) and the list it is in. */
export type DialogProps<Item> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: Item | null;
  items: readonly Item[];
};

/** What the dialog hands the editor's form: the item and its list, the form's id and the save. */
export type FormProps<Item, Body> = Omit<DialogProps<Item>, 'open' | 'onOpenChange'> & {
  formId: string;
  onSubmit: (body: Body) => Promise<void>;
};

/**
 * The add/edit dialog of one item of a list (a menu item, a product, an article, a store), made once per
 * editor from what it passes: the two titles, its save (PUT with the item's id, POST without) and its form,
 * drawn with its own fields. The form gets the item, its list and whatever else the dialog is given.
 */
export function dialog<Item extends { id: number }, Body, Extra extends object = object>({
  titles,
  size = 'lg',
  useSave,
  Form,
}: {
  titles: { edit: string; add: string };
  size?: DialogSize;
  useSave: () => SaveMutation<Body>;
  Form: (props: FormProps<Item, Body> & Extra) => ReactNode;
}) {
  return function ListItemDialog({ open, onOpenChange, ...given }: DialogProps<Item> & Extra) {
    const save = useSave();
    return (
      <SaveFormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={given.item ? titles.edit : titles.add}
        size={size}
        id={given.item?.id}
        save={save}
      >
        {(form) => <Form {...(given as unknown as FormProps<Item, Body> & Extra)} {...form} />}
      </SaveFormDialog>
    );
  };
}

/** The item's own words about itself, optional (`description`); spread register('description') in. */
export function DescriptionField({
  idPrefix,
  ...props
}: { idPrefix: string } & Omit<ComponentProps<typeof TextAreaField>, 'id' | 'label'>) {
  return <TextAreaField id={`${idPrefix}-description`} label="Deskripsi" isOptional rows={3} {...props} />;
}

/** The item's place in its list on the website (`display_order`); spread register('display_order') in. */
export function DisplayOrderField({
  idPrefix,
  ...props
}: { idPrefix: string } & Omit<ComponentProps<typeof TextField>, 'id' | 'label'>) {
  return (
    <TextField
      id={`${idPrefix}-order`}
      label="Urutan Tampil"
      type="number"
      inputMode="numeric"
      step={1}
      {...props}
    />
  );
}

/** The item's owner-text fields in the site's second language, while the owner has one on. */
export function Translations({
  idPrefix,
  fields,
  form,
}: {
  idPrefix: string;
  fields: Fields;
  form: ComponentProps<typeof TranslationInputs>['form'];
}) {
  const language = useSecondLanguage();
  return <TranslationInputs idPrefix={idPrefix} fields={fields} language={language} form={form} />;
}

/** Whether the website shows the item (`is_active`), said in the editor's words. */
export function ActiveSwitch<T extends FieldValues & { is_active?: boolean }, C, O>({
  control,
  description,
}: {
  control: Control<T, C, O>;
  description: string;
}) {
  return (
    <ControlledSwitchRow
      control={control}
      name={'is_active' as Path<T>}
      label="Aktif"
      description={description}
    />
  );
}

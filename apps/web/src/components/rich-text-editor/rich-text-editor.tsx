import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import ReactQuill from 'react-quill-new';
import { useAssetPicker } from '@/components/image-field/asset-picker-context';
import { cn } from '@/lib/utils';
import {
  RICH_TEXT_FORMATS,
  RICH_TEXT_IMAGE_TYPES,
  RICH_TEXT_TOOLBAR_LABELS,
  richTextModules,
} from './rich-text-config';

export type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  // The editable area is made inside Quill, so it is named here rather than through <label for>.
  ariaLabel: string;
  placeholder?: string;
  isInvalid?: boolean;
  // The image library folder the image button opens on.
  imageCategory?: string;
};

// Quill 2 with the product's fixed toolbar and the rich-text length limits; height 250 px inside a 300 px minimum box.
// The raw HTML goes to the form; payload builders store an emptied editor as null (normalizeEditorHtml).
export function RichTextEditor({
  id,
  value,
  onChange,
  ariaLabel,
  placeholder,
  isInvalid,
  imageCategory = 'general',
}: RichTextEditorProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<ReactQuill>(null);
  const Picker = useAssetPicker();
  const [isPickerOpen, setPickerOpen] = useState(false);
  // Quill builds its toolbar once: the modules object must not change between renders.
  const hasPicker = Picker !== null;
  const modules = useMemo(
    () => richTextModules(hasPicker ? () => setPickerOpen(true) : undefined),
    [hasPicker],
  );

  // The chosen image goes where the cursor was, as the owner's own edit (so the form hears of it).
  const handleImageSelected = (url: string) => {
    setPickerOpen(false);
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const at = quill.getSelection(true)?.index ?? quill.getLength();
    quill.insertEmbed(at, 'image', url, 'user');
    quill.setSelection(at + 1, 0, 'user');
  };

  // Quill builds its editor and toolbar itself, and builds them again when its modules change (the image
  // library's picker arrives after the first render): every build gets the Indonesian names, from this
  // render and from an observer that sees Quill's own rebuilds (they do not re-render this component).
  // A layout effect, so the names are there in the same commit as Quill's toolbar: on Preact (the built
  // admin, decision 047) a plain effect waits for the next frame, and the English names showed until then.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const name = () => {
      const editable = box.querySelector('.ql-editor');
      if (!editable) return;
      editable.setAttribute('role', 'textbox');
      editable.setAttribute('aria-multiline', 'true');
      editable.setAttribute('aria-label', ariaLabel);
      for (const [selector, label] of Object.entries(RICH_TEXT_TOOLBAR_LABELS)) {
        for (const control of box.querySelectorAll(`.ql-toolbar ${selector}`))
          control.setAttribute('aria-label', label);
      }
      if (isInvalid) editable.setAttribute('aria-invalid', 'true');
      else editable.removeAttribute('aria-invalid');
    };
    name();
    // Typing changes only the text area's insides; attribute changes are not watched, so naming never
    // wakes the observer again.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !(record.target as Element).closest?.('.ql-editor'))) name();
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  });

  return (
    <div
      ref={boxRef}
      id={id}
      className={cn(
        'webku-rich-text min-h-[300px] overflow-hidden rounded-lg border bg-white',
        isInvalid ? 'border-red-600' : 'border-neutral-300',
      )}
    >
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value}
        onChange={(html, _delta, source) => {
          // Quill re-renders stored HTML in its own markup on load; only the owner's edits count.
          if (source === 'user') onChange(html);
        }}
        modules={modules}
        formats={RICH_TEXT_FORMATS}
        placeholder={placeholder}
      />
      {Picker && (
        <Picker
          open={isPickerOpen}
          onOpenChange={setPickerOpen}
          category={imageCategory}
          accept={RICH_TEXT_IMAGE_TYPES}
          onSelect={handleImageSelected}
        />
      )}
    </div>
  );
}

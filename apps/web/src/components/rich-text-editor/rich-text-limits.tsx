import { RICH_TEXT_LIMITS } from '@webku/contract';
import { TriangleAlert } from 'lucide-react';

const number = (value: number) => value.toLocaleString('id-ID');

/** What one rich-text field may hold (the contract's limits), for the hint under its editor. */
export const RICH_TEXT_LIMITS_HINT =
  `Maksimal ${number(RICH_TEXT_LIMITS.maxLength)} karakter termasuk format, ` +
  `${number(RICH_TEXT_LIMITS.maxTags)} tag format, dan format bertumpuk ${RICH_TEXT_LIMITS.maxDepth} tingkat.`;

/**
 * Above an editor whose stored text went past the limits (restored from a backup, or saved before the
 * limits existed): the text is kept and shown, and the owner learns why the next save may be refused.
 */
export function RichTextOverLimitsNotice({ isOverLimits }: { isOverLimits?: boolean | null }) {
  if (!isOverLimits) return null;
  return (
    <div
      role="note"
      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Teks yang tersimpan melebihi batas. Semua katanya tetap tersimpan dan tampil di website, tetapi format
        yang melewati batas tidak ditampilkan. Pendekkan teks atau kurangi formatnya agar bisa disimpan lagi.
      </p>
    </div>
  );
}

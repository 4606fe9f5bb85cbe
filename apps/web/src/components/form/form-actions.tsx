import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type FormActionsProps = { isSaving: boolean; label: string; isDirty?: boolean; children?: ReactNode };

// A save bar that stays in view at the bottom of long forms; one primary action per screen.
export function FormActions({ isSaving, label, isDirty, children }: FormActionsProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-neutral-200 bg-white/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:shadow-sm">
      {isDirty && (
        <p className="mr-auto hidden text-sm text-neutral-600 sm:block">Ada perubahan yang belum disimpan.</p>
      )}
      {children}
      <Button type="submit" isLoading={isSaving} className="w-full sm:w-auto">
        {isSaving ? 'Saving...' : label}
      </Button>
    </div>
  );
}

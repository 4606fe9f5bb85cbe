import type { Template } from '@webku/contract';

// Drawn with boxes in each template's palette: enough to tell the two apart at a glance.
export function TemplateThumbnail({ template }: { template: Template }) {
  if (template === 'minimalis-coffee-shop') {
    return (
      <span aria-hidden="true" className="block aspect-[16/9] bg-cream p-3">
        <span className="flex h-full flex-col gap-2">
          <span className="flex h-1/2 items-end rounded-xl bg-linear-to-br from-[#6b4a36] to-espresso p-2">
            <span className="h-2 w-1/3 rounded-full bg-white/85" />
          </span>
          <span className="grid flex-1 grid-cols-[1fr_1.2fr] gap-2">
            <span className="rounded-xl bg-[#d9b48f]" />
            <span className="flex flex-col gap-1.5 pt-1">
              <span className="h-1.5 w-4/5 rounded-full bg-espresso/70" />
              <span className="h-1.5 w-3/5 rounded-full bg-espresso/40" />
              <span className="h-1.5 w-2/3 rounded-full bg-espresso/40" />
            </span>
          </span>
        </span>
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="block aspect-[16/9] bg-white p-3">
      <span className="flex h-full flex-col gap-2">
        <span className="flex h-1/2 items-center gap-2 rounded-md bg-slate-100 p-2">
          <span className="flex flex-1 flex-col gap-1.5">
            <span className="h-2 w-3/4 rounded-sm bg-slate-800" />
            <span className="h-1.5 w-1/2 rounded-sm bg-slate-400" />
            <span className="mt-1 h-2.5 w-1/4 rounded-sm bg-blue-700" />
          </span>
          <span className="h-full w-2/5 rounded-md bg-slate-300" />
        </span>
        <span className="grid flex-1 grid-cols-3 gap-2">
          <span className="rounded-md bg-slate-100" />
          <span className="rounded-md bg-slate-100" />
          <span className="rounded-md bg-slate-100" />
        </span>
      </span>
    </span>
  );
}

import type { TemplateManifest } from '@webku/contract';

// A template's thumbnail, drawn from its manifest in its own colours; the same in the setup form and the
// Template tab.
export function TemplatePreview({ manifest }: { manifest: TemplateManifest }) {
  const { background, shapes } = manifest.preview;
  return (
    <svg viewBox="0 0 160 100" className="block h-auto w-full" aria-hidden="true">
      <rect width="160" height="100" fill={background} />
      {shapes.map((shape, index) =>
        shape.kind === 'rect' ? (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
            key={index}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            rx={shape.radius}
            fill={shape.fill}
            stroke={shape.stroke}
            opacity={shape.opacity}
          />
        ) : (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
            key={index}
            cx={shape.cx}
            cy={shape.cy}
            r={shape.r}
            fill={shape.fill}
            opacity={shape.opacity}
          />
        ),
      )}
    </svg>
  );
}

/** The thumbnail on a light grey mat, as both pickers show it above the template's name. */
export function TemplatePreviewFrame({ manifest }: { manifest: TemplateManifest }) {
  return (
    <span className="block border-b border-neutral-200 bg-neutral-100 p-2 sm:p-3">
      <span className="block overflow-hidden rounded-md shadow-sm ring-1 ring-neutral-900/5">
        <TemplatePreview manifest={manifest} />
      </span>
    </span>
  );
}

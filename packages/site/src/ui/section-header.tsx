export function SectionHeader({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description: string | null;
}) {
  return (
    <header className="section-header">
      <h2 className="section-title" id={`${id}-heading`}>
        {title}
      </h2>
      {description && <p className="section-lead">{description}</p>}
    </header>
  );
}

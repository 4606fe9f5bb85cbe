export function Badges({ badges }: { badges: string[] }) {
  if (badges.length === 0) return null;
  return (
    <span className="badges">
      {badges.map((badge) => (
        <span className="pill" key={badge}>
          {badge}
        </span>
      ))}
    </span>
  );
}

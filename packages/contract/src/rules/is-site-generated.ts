type GeneratedParts = {
  web_settings: unknown;
  hero_section: unknown;
  footer_settings: unknown;
};

// The generating screen leaves for the admin once these three exist: the generator writes them last.
export function isSiteGenerated(payload: GeneratedParts | null | undefined): boolean {
  return Boolean(payload?.web_settings && payload.hero_section && payload.footer_settings);
}

// Public reads: always revalidated by browsers, kept briefly by a CDN and served stale while it refreshes.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
// Error pages: a CDN may hold them only for a moment, so a new site or page shows up quickly.
export const ERROR_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

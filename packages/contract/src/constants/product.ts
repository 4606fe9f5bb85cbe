export const PRODUCT_TAGLINE = 'Web Builder Simple & Murah untuk UMKM';

export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

export const SUBSCRIPTION_MONTHS = 12;
export const DOMAIN_SUFFIX = '.com';

export const STRUCTURED_DATA_COUNTRY = 'ID';
export const STRUCTURED_DATA_PRICE_RANGE = '$$';

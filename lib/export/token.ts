// The one-time token the export script gives the server it starts (scripts/export.ts): only that
// script may read the inventory (app/api/export/route.ts), which holds the locked posts' passwords.
export const EXPORT_TOKEN_ENV = 'LEAFPRESS_EXPORT_TOKEN'
export const EXPORT_TOKEN_HEADER = 'x-leafpress-export-token'

/**
 * The policy every HTML page of the reference server carries: the strictest one the elements
 * work under (no inline script or style, Trusted Types with the map's single policy), so a page
 * that works here works on a strict marketplace page.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types haulkit-maplibre',
].join('; ');

/**
 * Links to the marketplace's own pages (docs/behaviour/quote-flow.md §2, back-office §2: the customer's
 * link view-listing/{listing_id}), beside the API under the same base. Without ky, so a view can
 * show a link without loading the HTTP adapter.
 * @example viewListingUrl('https://example.com/', 'L 1') // 'https://example.com/view-listing/L%201'
 */
export function viewListingUrl(apiBase: string, listingId: string | number): string {
  const path = `view-listing/${encodeURIComponent(String(listingId))}`;
  return apiBase === '' ? path : `${apiBase.replace(/\/+$/, '')}/${path}`;
}

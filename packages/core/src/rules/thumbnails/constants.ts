/** Image extensions shown as thumbnails (docs/behaviour/quote-flow.md §5). */
export const THUMBNAIL_EXTENSIONS: readonly string[] = ['jpg', 'png', 'jpeg', 'bmp', 'gif'];

/** The address of a file imported with the `?url` suffix, as the build emits it (maplibre's worker). */
declare module '*?url' {
  const url: string;
  export default url;
}

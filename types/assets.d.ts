/** Text of a file imported with the `?raw` suffix (maplibre's stylesheet). */
declare module '*?raw' {
  const text: string;
  export default text;
}

/** PhotoSwipe's stylesheet as text (esbuild's `with { type: "text" }`), injected on first open. */
declare module "photoswipe/dist/photoswipe.css" {
  const text: string;
  export default text;
}

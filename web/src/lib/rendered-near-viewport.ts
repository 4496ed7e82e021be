/**
 * Styles for a block the browser lays out and paints only once it comes near the viewport
 * (`content-visibility: auto`); until then it stands in at `estimatedHeight` pixels, and at its real height
 * once it has been shown. For long pages whose start-up layout is mostly of what lies below the fold: the
 * directory's cards, the profile's sections.
 */
export function renderedNearViewport(estimatedHeight: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` } as const;
}

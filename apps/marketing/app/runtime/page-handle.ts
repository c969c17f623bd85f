/** What a route module may export as `handle` for the document around it (root.tsx). */
export interface PageHandle {
  /** The not-found page: the page script logs the address the visitor asked for. */
  logNotFound?: boolean
}

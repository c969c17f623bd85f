/**
 * Code fetched on first use: `load` runs on the first call and every caller shares its promise, but a failed
 * load is forgotten, so the next call fetches again. A connection that dropped once must not leave the feature
 * broken for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/**
 * How long code fetched on first use may take before the caller is told it failed. A request that never
 * answers (conference Wi-Fi, a captive portal) would otherwise leave a submit "Submitting..." for good; a
 * phone on slow 4G fetches any of these chunks in well under a second.
 */
export const LOAD_TIME_LIMIT_MS = 15_000

/**
 * Code fetched on first use: `load` runs on the first call and every caller shares its promise, but a failed
 * load is forgotten, so the next call fetches again. A connection that dropped once must not leave the feature
 * broken for the rest of the visit. A load that has not settled within `timeLimitMs` fails the same way (the
 * browser keeps fetching; a later call shares that fetch once `load` runs again).
 */
export function loadOnce<T>(load: () => Promise<T>, timeLimitMs = LOAD_TIME_LIMIT_MS): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Code did not load within ${timeLimitMs / 1000} s`)),
        timeLimitMs,
      )
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    }).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

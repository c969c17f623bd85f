/** What the rendered report says about itself besides the numbers. */
export interface ReportMeta {
  brand: string
  generatedAt: Date
  /** Where the rows came from, e.g. the project's host name (never a key). */
  source: string
}

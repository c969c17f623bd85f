import { BRAND_COLOR } from '@app/site-config/brand'

/**
 * The report's only stylesheet, inlined so the file is self-contained. Brand accent and greys follow
 * packages/ui's theme; hex values because some PDF and mail viewers still lack oklch().
 */
export const reportStyles = `
:root {
  color-scheme: light;
  --accent: ${BRAND_COLOR};
  --accent-strong: #3730a3;
  --accent-pale: #c7d2fe;
  --track: #eef0f6;
  --fg: #1c2030;
  --muted: #525b6e;
  --border: #dfe3ea;
  --card: #ffffff;
  --page: #f5f6fa;
  --warn-bg: #fff6dc;
  --warn-border: #f0c96a;
  --warn-fg: #6b4500;
}
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--fg);
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
.cover {
  background: linear-gradient(135deg, #312e81 0%, #4338ca 55%, #6d28d9 100%);
  color: #fff;
  padding: 56px 0 48px;
}
.cover-inner, main, .footer { max-width: 1040px; margin: 0 auto; padding-left: 24px; padding-right: 24px; }
.brand { margin: 0; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; font-size: 0.8rem; opacity: 0.9; }
h1 { margin: 10px 0 8px; font-size: clamp(2rem, 5vw, 3rem); line-height: 1.08; letter-spacing: -0.02em; }
.subtitle { margin: 0; font-size: 1.05rem; color: #e0e7ff; }
main { padding-top: 8px; padding-bottom: 48px; }
h2 { margin: 0 0 4px; font-size: 1.35rem; line-height: 1.25; letter-spacing: -0.01em; }
h3 { margin: 28px 0 8px; font-size: 1.05rem; }
.card {
  background: var(--card);
  border: 1px solid var(--border);
  border-radius: 16px;
  padding: 24px 28px;
  margin-top: 24px;
  box-shadow: 0 1px 2px rgba(28, 32, 48, 0.04), 0 4px 16px -4px rgba(28, 32, 48, 0.08);
}
.base { margin: 0 0 16px; color: var(--muted); font-size: 0.92rem; }
.note { color: var(--muted); font-size: 0.88rem; margin: 8px 0 0; }
.warning {
  margin: 12px 0 16px;
  padding: 10px 14px;
  border: 1px solid var(--warn-border);
  border-radius: 10px;
  background: var(--warn-bg);
  color: var(--warn-fg);
  font-size: 0.92rem;
}
.warning strong { font-weight: 700; }
.findings { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: 14px; margin: 16px 0 0; }
.finding { margin: 0; padding: 16px; border-radius: 12px; background: #f3f4ff; border: 1px solid #e0e3ff; }
.finding dt { font-size: 0.8rem; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
.finding .value { display: block; margin: 4px 0 2px; font-size: 1.35rem; overflow-wrap: break-word; font-weight: 700; line-height: 1.2; color: var(--accent-strong); font-variant-numeric: tabular-nums; }
.finding dd { margin: 0; font-size: 0.88rem; color: var(--muted); }
.figure { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 28px; align-items: start; }
@media (max-width: 760px) {
  .figure { grid-template-columns: 1fr; }
  .card { padding: 20px 16px; }
}
.chart { display: block; width: 100%; overflow: visible; }
.chart-label { font-size: 14px; fill: var(--fg); }
.chart-value { font-size: 14px; fill: var(--fg); font-variant-numeric: tabular-nums; }
.chart-track { fill: var(--track); }
.chart-bar { fill: var(--accent); }
.chart-muted .chart-bar { fill: var(--accent-pale); }
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 0 0 8px; }
th, td { padding: 6px 8px; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
thead th { font-size: 0.8rem; color: var(--muted); font-weight: 600; }
tbody th { font-weight: 500; }
.num { text-align: right; white-space: nowrap; }
.crosstab th[scope="col"] { text-align: right; white-space: nowrap; }
.crosstab th[scope="col"]:first-child { text-align: left; }
.crosstab .n { display: block; font-weight: 400; white-space: nowrap; }
.crosstab td { text-align: right; }
.crosstab .small { color: var(--muted); font-style: italic; background: repeating-linear-gradient(135deg, #fafbfd 0 6px, #f1f3f8 6px 12px); }
.crosstab .total { border-left: 2px solid var(--border); white-space: nowrap; }
.contents ul { margin: 8px 0 0; padding: 0; list-style: none; columns: 2; column-gap: 32px; }
.contents li { padding: 2px 0; break-inside: avoid; }
.contents a { color: var(--accent-strong); }
.method ul { margin: 8px 0 0; padding-left: 1.2em; }
.method li + li { margin-top: 6px; }
.footer { padding-bottom: 40px; color: var(--muted); font-size: 0.85rem; }
a:focus-visible, .table-wrap:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  body { background: #fff; font-size: 10pt; }
  .cover { padding: 28px 20px 24px; border-radius: 12px; }
  main { padding: 0; }
  .card { box-shadow: none; border-color: #cfd4dd; padding: 14px 16px; margin-top: 14px; }
  .figure { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; }
  .findings { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
  .finding { padding: 10px; }
  .finding .value { font-size: 12.5pt; }
  .figure, .finding, .warning, table, tr { break-inside: avoid; }
  h2, h3, caption { break-after: avoid; }
  .question { break-before: auto; }
  .contents { display: none; }
  .table-wrap { overflow: visible; }
  a { color: inherit; text-decoration: none; }
}
`

// Runtime-neutral: what the build (route table, prerender list) and the browser (nav, titles, meta) share.
export * from './app.ts'
export * from './meta.ts'

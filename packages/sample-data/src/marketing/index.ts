export * from './partners.ts'
export * from './slides.ts'

export * from './slides.ts'

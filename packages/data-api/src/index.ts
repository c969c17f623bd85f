export { type DataApi, type DataApiOptions, startDataApi } from './start.ts'

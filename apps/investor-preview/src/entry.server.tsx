export { default } from '@app/preview-kit/server'

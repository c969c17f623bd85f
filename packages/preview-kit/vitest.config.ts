export { reactTestConfig as default } from '@app/vitest-config/react'

export { inlineScriptHashes } from './inline-script-hashes.ts'
export { createGatewayApp, type GatewayOptions, startGateway } from './server.ts'
export { missingBuilds, staticAppsRouter } from './static-apps.ts'

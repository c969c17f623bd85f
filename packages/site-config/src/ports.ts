/** Where the local stack listens. `PORT` overrides the gateway port at run time. */
export const GATEWAY_PORT = 8080
/**
 * The Supabase CLI's Data API port, so local config works unchanged against `supabase start`. `DATA_API_PORT`
 * overrides it (builds and servers alike), so two checkouts can run their stacks side by side.
 */
export const DATA_API_PORT = Number(process.env.DATA_API_PORT || 54321)
/** The local Data API listens on this machine only. */
export const DATA_API_HOST = '127.0.0.1'
export const DATA_API_URL = `http://${DATA_API_HOST}:${DATA_API_PORT}`

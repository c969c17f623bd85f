import { Agent, request } from 'node:http'
import { EARLY_ACCESS_TABLE } from '@app/forms/rows'
import { buildEarlyAccessRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess } from '@app/forms/test-fixtures'
import { anonKey, serviceKey, visitorAddress } from './support.ts'

/**
 * One insert on a keep-alive connection, from a visitor address of its own (a crowd, not one flooding
 * address the rate limit would stop): its status, or 0 when the connection failed.
 */
function post(agent: Agent, url: string, email: string): Promise<number> {
  const body = JSON.stringify(buildEarlyAccessRow({ ...validEarlyAccess, email }, testContext))
  return new Promise((resolve) => {
    const outgoing = request(
      `${url}/rest/v1/${EARLY_ACCESS_TABLE}`,
      {
        method: 'POST',
        agent,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': visitorAddress(),
        },
      },
      (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    )
    outgoing.on('error', () => resolve(0)).end(body)
  })
}

/**
 * `clients` keep-alive clients posting registrations one after another until `stop()` (or until the
 * server is gone). Every email answered 201 — acknowledged — is recorded.
 */
export function insertBurst(url: string, clients: number, label: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients })
  const acknowledged: string[] = []
  let sent = 0
  let stopped = false
  let failures = 0
  const client = async (index: number) => {
    for (let n = 0; !stopped; n++) {
      const email = `${label}.${index}.${n}@example.com`
      sent++
      const status = await post(agent, url, email)
      if (status === 201) acknowledged.push(email)
      // A server that is gone refuses at once: give up after a few refusals in a row.
      if (status === 0 && ++failures > clients * 5) break
    }
  }
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index))).finally(() =>
    agent.destroy(),
  )
  return {
    acknowledged,
    sent: () => sent,
    stop: async () => {
      stopped = true
      await done
    },
    done,
  }
}

/** Every email stored in the early-access table, read with the service key. */
export async function storedEmails(url: string): Promise<Set<string>> {
  const response = await fetch(`${url}/rest/v1/${EARLY_ACCESS_TABLE}?select=email`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  if (response.status !== 200) throw new Error(`Reading rows failed: ${response.status}`)
  const rows = (await response.json()) as Array<{ email: string }>
  return new Set(rows.map((row) => row.email))
}

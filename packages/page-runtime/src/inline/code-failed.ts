import { CODE_FAILED_LOG } from '../contract.ts'
import { releaseHeldInput } from './hold-early-input.ts'

/**
 * What a page does when an island's code could not be fetched (the connection dropped after the page itself
 * arrived): it logs which island, and where the visitor pressed one of its buttons meanwhile, it lets go of
 * those presses and says that they did not happen, in the browser's own alert, since the code that shows the
 * page's messages is what failed to arrive. A visitor who pressed nothing is not interrupted: their next press
 * loads the code again, and is answered by it or by this message.
 */
export function reportCodeFailed(root: Element, message: string): void {
  console.error(CODE_FAILED_LOG, root)
  if (releaseHeldInput(root) > 0) window.alert(message)
}

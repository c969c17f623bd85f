/** An interaction held back by the page script (page-script.ts) until its island was ready. */
interface HeldInput {
  root: Element
  target: Element
  type: 'click' | 'submit' | 'keydown'
  key?: string
}

/**
 * Marks an island as ready, so the page script stops holding its input, and carries out, in order, what the
 * visitor did to it while its code was loading.
 */
export function replayEarlyInput(root: Element): void {
  root.setAttribute('data-island-ready', '')
  const held = (window as unknown as { __earlyInput?: HeldInput[] }).__earlyInput ?? []
  const mine = held.filter((input) => input.root === root)
  held.splice(0, held.length, ...held.filter((input) => input.root !== root))
  for (const input of mine) {
    if (input.type === 'submit' && input.target instanceof HTMLFormElement) input.target.requestSubmit()
    else if (input.type === 'keydown')
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
      )
    else if (input.target instanceof HTMLElement) input.target.click()
  }
}

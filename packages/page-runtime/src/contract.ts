/**
 * What the build-time side (prerendered markup) and the page side (the inline script and each island's code)
 * agree on. Both import these names, so neither spells the contract out again.
 */

/** Marks a prerendered root that hydrates on its own; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Set on an island's root once its code runs: from then on its own handlers answer. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready'
/** The island's modules, space-separated: its entry first, then every chunk the entry imports. */
export const ISLAND_MODULES_ATTRIBUTE = 'data-island-modules'
/** A root whose code has not run yet: input aimed at it is held until it has. */
export const WAITING_ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}])`

/** What the console says, with the island's root, when an island's code could not be fetched. */
export const CODE_FAILED_LOG = 'This part of the page could not load its code:'

/**
 * On a button whose second press undoes its first although nothing in ARIA says so: a Pause button that turns
 * into Play by its label (a toggle that renames itself must not also be `aria-pressed`). Like a disclosure or a
 * pressed toggle, a second press of it held before its island's code is not replayed.
 */
export const REPEAT_UNDOES_ATTRIBUTE = 'data-repeat-undoes'

/**
 * The events held for a waiting island: a button's click, a form's submit, a scripted radio's key. The inline
 * scripts listen for these, and a held interaction is one of them.
 */
export const HELD_INPUT_TYPES = ['click', 'submit', 'keydown'] as const

/**
 * What reaching for an island looks like: a pointer coming over it or down on it, focus coming into it, a key, a
 * press, a submit. The inline script fetches an island's code again at such a reach where it could not be fetched
 * before; an island may take it as the moment its visitor starts using it (the landing's carousel hands itself to
 * Embla then).
 */
export const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'submit'] as const

/** An interaction held back until its island was ready. */
export interface HeldInput {
  root: Element
  target: Element
  type: (typeof HELD_INPUT_TYPES)[number]
  key?: string
}

/** What the inline script and the island code share on the page's window. */
const page = () => window as unknown as { __heldInput?: HeldInput[]; __replayingHeldInput?: boolean }

/** The held interactions, shared by the inline script that records them and the island code that replays them. */
export function heldInputs(): HeldInput[] {
  const shared = page()
  shared.__heldInput ??= []
  return shared.__heldInput
}

/**
 * Runs `replay`, which carries out a held interaction, as the island's own doing: the inline script lets the
 * events it dispatches through rather than holding them again (the island is still waiting while it replays).
 */
export function asReplay(replay: () => void): void {
  page().__replayingHeldInput = true
  try {
    replay()
  } finally {
    page().__replayingHeldInput = false
  }
}

/** Whether the event being dispatched comes from `asReplay`, not from the visitor. */
export function isReplayedInput(): boolean {
  return page().__replayingHeldInput === true
}

/** Takes `root`'s held interactions off the list, in the order they were made, and returns them. */
export function takeHeldInputs(root: Element): HeldInput[] {
  const held = heldInputs()
  const taken = held.filter((input) => input.root === root)
  held.splice(0, held.length, ...held.filter((input) => input.root !== root))
  return taken
}

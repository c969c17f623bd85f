import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptFormState } from './adopt-form-state.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type State = {
  name: string
  note: string
  agreed: boolean
  stage: string
  plan: string
  role: string
  tools: string[]
}
const initial: State = { name: '', note: '', agreed: false, stage: '', plan: 'Free', role: '', tools: [] }

/** A radio group as the survey's are: a change on a radio is a choice of it. */
function Radios({
  name,
  options,
  chosen,
  choose,
}: {
  name: string
  options: string[]
  chosen: string
  choose: (option: string) => void
}) {
  return options.map((option) => (
    <input
      key={option}
      type="radio"
      name={name}
      aria-label={option}
      value={option}
      checked={chosen === option}
      onChange={() => choose(option)}
    />
  ))
}

/**
 * A controlled form as the waitlist forms are: React state is the truth, each control reports to it. Adoption
 * fires its events one after another before React renders again, so a handler derives the next state from
 * the current one (as TanStack Form's field.state does), not from the last render's.
 */
function Form({ onChange }: { onChange: (state: State) => void }) {
  const [state, setState] = useState(initial)
  const update = (next: (current: State) => Partial<State>) =>
    setState((current) => {
      const merged = { ...current, ...next(current) }
      onChange(merged)
      return merged
    })
  return (
    <form>
      <input
        aria-label="name"
        value={state.name}
        onChange={(event) => update(() => ({ name: event.target.value }))}
      />
      <textarea
        aria-label="note"
        value={state.note}
        onChange={(event) => update(() => ({ note: event.target.value }))}
      />
      <input
        type="checkbox"
        aria-label="agreed"
        checked={state.agreed}
        onChange={(event) => update(() => ({ agreed: event.target.checked }))}
      />
      <Radios
        name="stage"
        options={['Idea', 'MVP']}
        chosen={state.stage}
        choose={(stage) => update(() => ({ stage }))}
      />
      {/* A question answered in advance, its answer after the other option. */}
      <Radios
        name="plan"
        options={['Pro', 'Free']}
        chosen={state.plan}
        choose={(plan) => update(() => ({ plan }))}
      />
      {['Notion', 'Excel'].map((tool) => (
        <input
          key={tool}
          type="checkbox"
          aria-label={tool}
          checked={state.tools.includes(tool)}
          onChange={(event) => {
            const checked = event.target.checked
            update(({ tools }) => ({ tools: checked ? [...tools, tool] : tools.filter((t) => t !== tool) }))
          }}
        />
      ))}
      <select
        aria-label="role"
        value={state.role}
        onChange={(event) => update(() => ({ role: event.target.value }))}
      >
        <option value="">Select your role</option>
        <option value="founder">Founder</option>
      </select>
      <output>{JSON.stringify(state)}</output>
    </form>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

const control = <T extends Element>(label: string) =>
  document.querySelector(`[aria-label="${label}"]`) as unknown as T

/** What a visitor can do to the prerendered form with no code loaded: the browser's own behaviour. */
const visitor = {
  type: (label: string, text: string) => {
    control<HTMLInputElement>(label).value = text
  },
  tap: (label: string) => {
    // A real tap toggles a checkbox and checks a radio (its group unchecks the others).
    const box = control<HTMLInputElement>(label)
    box.checked = box.type === 'radio' ? true : !box.checked
  },
  choose: (label: string, value: string) => {
    control<HTMLSelectElement>(label).value = value
  },
}

describe('adoptFormState', () => {
  it.each<{ case: string; act: () => void; adopted: Partial<State> }>([
    { case: 'text typed into an input', act: () => visitor.type('name', 'Ada'), adopted: { name: 'Ada' } },
    { case: 'text typed into a textarea', act: () => visitor.type('note', 'Hi'), adopted: { note: 'Hi' } },
    { case: 'a checkbox tapped once', act: () => visitor.tap('agreed'), adopted: { agreed: true } },
    {
      case: 'a checkbox tapped twice (unticked again)',
      act: () => {
        for (const _tap of [1, 2]) visitor.tap('agreed')
      },
      adopted: {},
    },
    {
      case: 'a checkbox tapped three times (ticked)',
      act: () => {
        for (const _tap of [1, 2, 3]) visitor.tap('agreed')
      },
      adopted: { agreed: true },
    },
    { case: 'a radio chosen', act: () => visitor.tap('MVP'), adopted: { stage: 'MVP' } },
    {
      case: 'a radio chosen over the one checked in advance',
      act: () => visitor.tap('Pro'),
      adopted: { plan: 'Pro' },
    },
    {
      case: 'a radio chosen, then another of its group',
      act: () => {
        for (const stage of ['Idea', 'MVP']) visitor.tap(stage)
      },
      adopted: { stage: 'MVP' },
    },
    {
      case: 'two options of a multi-choice question',
      act: () => {
        for (const tool of ['Excel', 'Notion']) visitor.tap(tool)
      },
      adopted: { tools: ['Notion', 'Excel'] },
    },
    { case: 'a select chosen', act: () => visitor.choose('role', 'founder'), adopted: { role: 'founder' } },
    {
      case: 'a select chosen and set back',
      act: () => {
        for (const role of ['founder', '']) visitor.choose('role', role)
      },
      adopted: {},
    },
    { case: 'nothing done', act: () => {}, adopted: {} },
  ])('hands $case to React, and the next render keeps it', async ({ act: visit, adopted }) => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form onChange={() => {}} />)
    document.body.append(container)
    visit()
    const onScreen = [...container.querySelectorAll('input, textarea, select')].map((element) =>
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? element.checked
        : (element as HTMLInputElement).value,
    )

    const onChange = vi.fn<(state: State) => void>()
    await act(async () => {
      root = hydrateRoot(container, <Form onChange={onChange} />)
    })
    await act(async () => adoptFormState(container))

    const expected = { ...initial, ...adopted }
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '')).toEqual(expected)
    if (Object.keys(adopted).length === 0) expect(onChange).not.toHaveBeenCalled()
    // React rendered again with the adopted state: the controls still show what the visitor left.
    const after = [...container.querySelectorAll('input, textarea, select')].map((element) =>
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? element.checked
        : (element as HTMLInputElement).value,
    )
    expect(after).toEqual(onScreen)
  })
})

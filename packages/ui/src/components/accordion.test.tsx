import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="price">
        <AccordionTrigger>What does it cost?</AccordionTrigger>
        <AccordionContent>Free while in beta.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="data">
        <AccordionTrigger>Where is my data?</AccordionTrigger>
        <AccordionContent>In the EU.</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded')

describe('Accordion (single, collapsible)', () => {
  it('starts closed with no panel content shown', () => {
    render(<Faq />)
    expect(expanded('What does it cost?')).toBe('false')
    expect(expanded('Where is my data?')).toBe('false')
    expect(screen.queryByText('Free while in beta.')).toBeNull()
  })

  it('opening one item closes the other', async () => {
    render(<Faq />)
    await userEvent.click(screen.getByRole('button', { name: 'What does it cost?' }))
    expect(expanded('What does it cost?')).toBe('true')
    screen.getByText('Free while in beta.')

    await userEvent.click(screen.getByRole('button', { name: 'Where is my data?' }))
    expect(expanded('Where is my data?')).toBe('true')
    expect(expanded('What does it cost?')).toBe('false')
    expect(screen.getByRole('region', { name: 'Where is my data?' }).textContent).toBe('In the EU.')
  })

  it('closes the open item when its trigger is clicked again', async () => {
    render(<Faq />)
    const trigger = screen.getByRole('button', { name: 'What does it cost?' })
    await userEvent.click(trigger)
    await userEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })
})

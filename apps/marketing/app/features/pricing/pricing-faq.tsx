import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@app/ui/components/accordion'
import { pricingFaq } from './pricing-content'

/**
 * The pricing FAQ (spec §6: one item open at a time, collapsible), an island of the pricing page. Every
 * answer is in the prerendered HTML (`forceMount`, hidden while closed), so without JavaScript
 * <FaqAnswersWithoutScript> shows them all; with it, a trigger pressed before hydration is replayed.
 */
export function PricingFaq() {
  return (
    <Accordion type="single" collapsible className="mt-10">
      {pricingFaq.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent forceMount>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

/** Without JavaScript nothing can open an answer: show them all (a style, not a script, so no CSP hash). */
export function FaqAnswersWithoutScript() {
  return (
    <noscript>
      <style>{'[data-slot="accordion-content"][hidden]{display:block}'}</style>
    </noscript>
  )
}

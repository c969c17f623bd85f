import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@app/ui/components/accordion'
import { pricingFaq } from './pricing-content'

/**
 * The pricing FAQ (one item open at a time, and an open one can be closed), an island of the pricing page:
 * a question pressed before hydration is held by the page script and opened once the island is ready.
 */
export function PricingFaq() {
  return (
    <Accordion type="single" collapsible className="mt-10 without-script:hidden">
      {pricingFaq.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

/**
 * Without JavaScript nothing can open an answer (Radix renders closed answers empty): the questions and
 * answers are shown as a plain list instead, and the accordion above hides itself (`without-script:hidden`).
 */
export function FaqWithoutScript() {
  return (
    <noscript>
      <dl className="mt-10 divide-y divide-border" data-faq-answers="">
        {pricingFaq.map((item) => (
          <div key={item.question} className="py-4">
            <dt className="font-medium text-base text-foreground">{item.question}</dt>
            <dd className="mt-2 text-muted-foreground text-sm leading-relaxed">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </noscript>
  )
}

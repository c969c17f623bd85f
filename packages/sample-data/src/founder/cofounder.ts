/** The Cofounder Topics of the AI Cofounder screen, in the product's order. */
export const founderCofounderTopics = [
  { title: 'Pitch Deck Review', description: 'Slide-by-slide feedback on story, traction and the ask.' },
  { title: 'Customer Acquisition', description: 'Channels, experiments and CAC targets for your stage.' },
  { title: 'Financial Modeling', description: 'Revenue drivers, burn and runway scenarios investors trust.' },
  { title: 'Product Strategy', description: 'What to build next, and what to stop building.' },
] as const

/** Advice the founder saved from earlier coaching sessions. */
export const founderSavedAdvice = [
  {
    id: 1,
    title: 'Lead the deck with traction, not the product tour',
    topic: 'Pitch Deck Review',
    date: '2025-06-09',
  },
  {
    id: 2,
    title: 'Partner with accounting firms before paid ads',
    topic: 'Customer Acquisition',
    date: '2025-06-06',
  },
  {
    id: 3,
    title: 'Model three hiring scenarios against an 18-month runway',
    topic: 'Financial Modeling',
    date: '2025-06-04',
  },
  {
    id: 4,
    title: 'Pause the invoicing module until activation passes 45%',
    topic: 'Product Strategy',
    date: '2025-06-02',
  },
] as const

export const founderCoachProTip =
  'Make your questions specific. Include numbers, time frames and what you have already tried, for example: “Our activation is 34% after 7 days; we added a checklist last month. What should we test next?”'

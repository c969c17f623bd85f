import type { SampleEvent } from '../types.ts'

export const investorEvents: SampleEvent[] = [
  {
    id: 1,
    title: 'Seed Demo Day: Climate & Deep Tech',
    date: '2025-06-19',
    time: '4:00 PM BST',
    type: 'Virtual',
  },
  {
    id: 2,
    title: 'Reading a Vibe Score Like a Term Sheet',
    date: '2025-06-24',
    time: '12:30 PM BST',
    type: 'Virtual',
  },
  {
    id: 3,
    title: 'Healthtech Angel Syndicate: Q3 Pipeline',
    date: '2025-06-26',
    time: '6:00 PM BST',
    type: 'Virtual',
  },
  {
    id: 4,
    title: 'Portfolio Office Hours with the VibeScore Team',
    date: '2025-06-30',
    time: '11:00 AM BST',
    type: 'Virtual',
  },
]

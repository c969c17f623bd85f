import { Button } from '@app/ui/components/button'
import { MessageSquare, Network } from 'lucide-react'
import type { ConnectTab } from './connect-view.ts'
import { CountBadge } from './count-badge.tsx'

type ConnectShortcutsProps = {
  unread: number
  onOpen: (tab: ConnectTab) => void
  className?: string
}

/**
 * The Connect header's Messages and Network buttons are shortcuts: each selects its tab (Network → My
 * Connections) and moves focus onto it, so a visitor deep in the investor list lands on the conversations or
 * the connections. Where the header stacks right above the tabs (below 768 px) they would repeat them, so
 * there they float at the bottom of the screen instead, within thumb reach, once the tabs are scrolled away.
 */
export function ConnectShortcuts({ unread, onOpen, className }: ConnectShortcutsProps) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">Shortcuts</legend>
      <Button variant="outline" className="bg-card" onClick={() => onOpen('messages')}>
        <MessageSquare aria-hidden="true" />
        Messages
        <CountBadge count={unread} label="unread" />
      </Button>
      <Button variant="outline" className="bg-card" onClick={() => onOpen('connections')}>
        <Network aria-hidden="true" />
        Network
      </Button>
    </fieldset>
  )
}

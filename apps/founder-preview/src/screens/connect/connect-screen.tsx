import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { oneOf } from '@app/preview-kit/url-view'
import { founderInvestorMessages } from '@app/sample-data/founder'
import { Button } from '@app/ui/components/button'
import { PageHeader } from '@app/ui/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui/components/tabs'
import { MessageSquare, Network } from 'lucide-react'
import { ConnectionsPanel } from './connections-panel.tsx'
import { DiscoverInvestors } from './discover-investors.tsx'
import { MessagesPanel } from './messages-panel.tsx'

const CONNECT_TABS = ['discover', 'messages', 'connections'] as const

/** The open tab in the URL: `?tab=messages` (Discover Investors is the default, spec §2). */
const connectView = { tab: oneOf(CONNECT_TABS, 'discover') }

const unreadCount = founderInvestorMessages.filter((message) => message.unread).length

const phoneTabClassName =
  'min-h-9 whitespace-normal py-1 text-[13px] leading-tight sm:whitespace-nowrap sm:text-sm'

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-0.5 rounded-full bg-accent-600 px-1.5 font-semibold text-[11px] text-white leading-5 tabular-nums">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  )
}

export function ConnectScreen() {
  const [{ tab }, updateView] = useUrlView(connectView)
  const openTab = (value: string) => {
    const next = CONNECT_TABS.find((candidate) => candidate === value)
    if (next) updateView({ tab: next })
  }
  return (
    <>
      <PageHeader
        title="Connect"
        description="Investors matched to your stage, sector and traction, and the conversations you have going."
        actions={
          <>
            <Button variant="outline" onClick={() => openTab('messages')}>
              <MessageSquare aria-hidden="true" />
              Messages
              <CountBadge count={unreadCount} label="unread" />
            </Button>
            <Button variant="outline" onClick={() => openTab('connections')}>
              <Network aria-hidden="true" />
              Network
            </Button>
          </>
        }
      />
      {/* Each panel opens with a hidden h2 (its tab's name), so its cards' h3 names follow the page's h1 in order. */}
      <Tabs value={tab} onValueChange={openTab}>
        {/* On phones the three labels share the width and may wrap instead of scrolling out of view. */}
        <TabsList className="h-auto w-full sm:h-10 sm:w-fit">
          <TabsTrigger value="discover" className={phoneTabClassName}>
            Discover Investors
          </TabsTrigger>
          <TabsTrigger value="messages" className={phoneTabClassName}>
            Messages
            <CountBadge count={unreadCount} label="unread" />
          </TabsTrigger>
          <TabsTrigger value="connections" className={phoneTabClassName}>
            My Connections
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <h2 className="sr-only">Discover Investors</h2>
          <DiscoverInvestors />
        </TabsContent>
        <TabsContent value="messages">
          <h2 className="sr-only">Messages</h2>
          <MessagesPanel />
        </TabsContent>
        <TabsContent value="connections">
          <h2 className="sr-only">My Connections</h2>
          <ConnectionsPanel />
        </TabsContent>
      </Tabs>
    </>
  )
}

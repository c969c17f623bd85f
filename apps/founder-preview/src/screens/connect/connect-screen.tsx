import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { founderInvestorMessages } from '@app/sample-data/founder'
import { PageHeader } from '@app/ui/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui/components/tabs'
import { cn } from '@app/ui/lib/utils'
import { useEffect, useRef, useState } from 'react'
import { ConnectShortcuts } from './connect-shortcuts.tsx'
import { CONNECT_TABS, type ConnectTab, connectView } from './connect-view.ts'
import { ConnectionsPanel } from './connections-panel.tsx'
import { CountBadge } from './count-badge.tsx'
import { DiscoverInvestors } from './discover-investors.tsx'
import { MessagesPanel } from './messages-panel.tsx'

const unreadCount = founderInvestorMessages.filter((message) => message.unread).length

// One line per label. On phones the three share the width with tighter padding and 12 px type (one row at
// 375 px); narrower still, the list wraps onto a second row rather than break or hide a label.
const tabClassName = 'min-h-8 flex-auto px-1.5 text-xs sm:min-h-0 sm:px-3 sm:text-sm'

export function ConnectScreen() {
  const [view, updateView] = useUrlView(connectView)
  const { tab } = view
  const tabs = useRef(new Map<ConnectTab, HTMLButtonElement>())
  const openTab = (value: string) => {
    const next = CONNECT_TABS.find((candidate) => candidate === value)
    if (next) updateView({ tab: next })
  }
  const jumpTo = (next: ConnectTab) => {
    openTab(next)
    tabs.current.get(next)?.focus()
  }
  const tabRef = (value: ConnectTab) => (element: HTMLButtonElement | null) => {
    if (element) tabs.current.set(value, element)
    else tabs.current.delete(value)
  }
  // The floating shortcuts repeat the tabs: they float only while the tabs are scrolled out of view, so on
  // arrival they cover none of the first investor's buttons.
  const tabList = useRef<HTMLDivElement>(null)
  const [tabsInView, setTabsInView] = useState(true)
  useEffect(() => {
    const element = tabList.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setTabsInView(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <PageHeader
        title="Connect"
        description="Investors matched to your stage, sector and traction, and the conversations you have going."
        actions={<ConnectShortcuts unread={unreadCount} onOpen={jumpTo} className="hidden gap-2 md:flex" />}
      />
      {/* Each panel opens with a hidden h2 (its tab's name), so its cards' h3 names follow the page's h1 in order. */}
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList ref={tabList} className="h-auto w-full flex-wrap sm:h-10 sm:w-fit sm:flex-nowrap">
          <TabsTrigger ref={tabRef('discover')} value="discover" className={tabClassName}>
            Discover Investors
          </TabsTrigger>
          <TabsTrigger ref={tabRef('messages')} value="messages" className={tabClassName}>
            Messages
            <CountBadge count={unreadCount} label="unread" />
          </TabsTrigger>
          <TabsTrigger ref={tabRef('connections')} value="connections" className={tabClassName}>
            My Connections
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <h2 className="sr-only">Discover Investors</h2>
          <DiscoverInvestors view={view} updateView={updateView} />
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
      <ConnectShortcuts
        unread={unreadCount}
        onOpen={jumpTo}
        // Otherwise it waits at the end of the screen. It floats only where the window is tall enough to spare
        // the room (480 px): in a short one (a phone held sideways, a page zoomed to 400 %) the bar and the top
        // bar together would cover about half of it. While it floats, keyboard focus scrolls into view above it.
        className={cn(
          // One raised surface behind both buttons, so the cards it floats over do not show between them. Below
          // a 19.5rem window (larger text on a phone; a 320 px phone at the usual 16 px text is 20rem) the two do
          // not fit side by side: the second goes under the first.
          'bottom-4 z-10 mx-auto mt-6 flex w-fit justify-center gap-2 rounded-xl max-[19.5rem]:flex-wrap border border-border bg-card p-1.5 shadow-card md:hidden',
          !tabsInView &&
            '[@media(min-height:30rem)]:sticky max-md:[@media(min-height:30rem)]:[:root:has(&)]:scroll-pb-24',
        )}
      />
    </>
  )
}

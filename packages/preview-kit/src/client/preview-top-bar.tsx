import { Badge } from '@app/ui/components/badge'
import { buttonVariants } from '@app/ui/components/button'
import { Container } from '@app/ui/components/container'
import { Logo } from '@app/ui/components/logo'
import { MENU_TOGGLE_LABEL } from '@app/ui/lib/chrome-text'
import { menuPanelClass } from '@app/ui/lib/menu-panel'
import { withoutTrailingSlash } from '@app/ui/lib/page-path'
import { popoverFocusLeft } from '@app/ui/lib/popover-focus'
import { cn } from '@app/ui/lib/utils'
import { type LucideIcon, Menu, X } from 'lucide-react'
import * as React from 'react'
import { Link, useLocation } from 'react-router'

type PreviewNavItem = {
  label: string
  to: string
  icon?: LucideIcon
  end?: boolean
  /** The app's index route shows this item's screen too (e.g. /founder and /founder/dashboard): mark it there. */
  alsoAtIndex?: boolean
}

type PreviewTopBarProps = {
  brandName: string
  areaLabel: string
  navItems: readonly PreviewNavItem[]
  homeHref: string
  earlyAccessHref: string
}

const EARLY_ACCESS_LABEL = 'Get Early Access'

function PreviewNavLinks({
  items,
  layout,
  onNavigate,
}: {
  items: readonly PreviewNavItem[]
  layout: 'bar' | 'menu'
  onNavigate?: () => void
}) {
  // A prerendered page may be opened with a trailing slash (/founder/dashboard/, the folder the host serves it
  // from): the current item is decided on the path without it.
  const here = withoutTrailingSlash(useLocation().pathname)
  const atIndex = here === '/'
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {items.map(({ label, to, icon: Icon, end, alsoAtIndex }) => {
        const isActive = (alsoAtIndex && atIndex) || here === to || (!end && here.startsWith(`${to}/`))
        return (
          <li key={label}>
            <Link
              // At the index, the item it shows points there too, so it is the current page on both paths.
              to={alsoAtIndex && atIndex ? '/' : to}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-2 whitespace-nowrap rounded-lg font-medium text-sm transition-colors',
                layout === 'bar' ? 'h-9 px-3' : 'h-11 px-3',
                isActive
                  ? 'bg-accent-50 text-accent-700'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {Icon ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
              {label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function PreviewTopBar({ brandName, areaLabel, navItems, homeHref, earlyAccessHref }: PreviewTopBarProps) {
  const menuId = React.useId()
  const menu = React.useRef<HTMLDivElement>(null)
  // The mobile menu is a native popover, as on the marketing site: its toggle opens and closes it (Escape and a
  // tap outside close it too) at once, before the app's code has arrived and without it. The browser reports
  // the popover's state on its toggle by itself; the app names it too ("Close menu", aria-expanded) from the
  // first time the menu opens or closes. `undefined` until then, so the prerendered button claims no state it
  // cannot keep, and a page that hydrates with the menu closed renders nothing again.
  const [menuOpen, setMenuOpen] = React.useState<boolean>()
  // A menu opened before hydration is open now: its toggle says so from the first render after it.
  React.useEffect(() => {
    if (menu.current?.matches(':popover-open')) setMenuOpen(true)
  }, [])
  const closeMenu = () => menu.current?.hidePopover()
  // Focus moving on out of the open menu (Tab past its last entry, Shift+Tab past its toggle) closes it, so it
  // does not cover the controls focus reaches next.
  React.useEffect(() => {
    const closeWhenLeft = (event: FocusEvent) => {
      const left = popoverFocusLeft(event.target, event.relatedTarget)
      if (left && left === menu.current && left.matches(':popover-open')) left.hidePopover()
    }
    document.addEventListener('focusout', closeWhenLeft)
    return () => document.removeEventListener('focusout', closeWhenLeft)
  }, [])

  return (
    <header
      data-slot="preview-top-bar"
      className="group/top-bar sticky top-0 z-40 border-border border-b bg-white/80 backdrop-blur-md supports-backdrop-filter:bg-white/70"
    >
      <Container className="flex h-16 items-center gap-2 sm:gap-3 lg:gap-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          {/* The mark alone on a screen narrower than 19.5rem (a bar of 17.5rem: larger text on a phone; a 320 px
              phone at the usual 16 px text is 20rem), counted in rem as the words' room is:
              the wordmark is the first to go, then the badge ends in "…". The link's name is its label, so a
              screen reader hears the same either way. */}
          <a href={homeHref} aria-label={`${brandName} home`} className="shrink-0 rounded-lg">
            <Logo size="sm" className="max-[19.5rem]:[&>:last-child]:hidden" />
          </a>
          {/* With five links the bar fits beside the badge from 1280 px only: below that the nav's label names
              the area, and the badge gives way rather than being cut off. On a 320 px phone the badge fits whole
              with the tighter gaps and padding below 640 px. Where it does not fit on one line (a reader's wider
              text spacing, larger text) it takes two, broken between words only (`[overflow-wrap:normal]`), and a
              word too long for the room ends in "…" rather than run under the menu button. */}
          <Badge
            variant="secondary"
            className={cn(
              'line-clamp-2 min-w-0 shrink text-ellipsis [overflow-wrap:normal] max-sm:px-2',
              navItems.length > 4 && 'lg:max-xl:hidden',
            )}
          >
            {areaLabel}
          </Badge>
        </div>
        {/* Links side by side from 1024 px, where they fit (at 768 px five links ran into the logo); the menu
            below that. */}
        <nav aria-label={areaLabel} className="hidden lg:block">
          <PreviewNavLinks items={navItems} layout="bar" />
        </nav>
        {/* Never squeezed: the brand and the badge give way instead, so the menu button keeps its size and covers
            nothing. */}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <a href={earlyAccessHref} className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}>
            {EARLY_ACCESS_LABEL}
          </a>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
            popoverTarget={menuId}
            aria-controls={menuId}
            aria-expanded={menuOpen}
          >
            <Menu className="size-5 group-has-[:popover-open]/top-bar:hidden" aria-hidden="true" />
            <X className="hidden size-5 group-has-[:popover-open]/top-bar:block" aria-hidden="true" />
            <span className="sr-only">{menuOpen ? MENU_TOGGLE_LABEL.open : MENU_TOGGLE_LABEL.closed}</span>
          </button>
        </div>
      </Container>
      <div
        id={menuId}
        ref={menu}
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        className={cn(menuPanelClass, 'bg-white lg:hidden')}
      >
        <Container className="flex flex-col gap-3 py-3">
          <nav aria-label={areaLabel}>
            <PreviewNavLinks items={navItems} layout="menu" onNavigate={closeMenu} />
          </nav>
          {/* Closed on the way out, so Back (the browser's back-forward cache keeps the page as it was left)
              returns to the screen, not to the menu over it. */}
          <a href={earlyAccessHref} onClick={closeMenu} className={cn(buttonVariants(), 'w-full sm:hidden')}>
            {EARLY_ACCESS_LABEL}
          </a>
        </Container>
      </div>
    </header>
  )
}

export type { PreviewNavItem, PreviewTopBarProps }
export { PreviewTopBar }

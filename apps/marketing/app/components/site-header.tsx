import { EARLY_ACCESS_PATH } from '@app/site-config'
import { BRAND_NAME } from '@app/site-config/brand'
import { Button, buttonVariants } from '@app/ui/components/button'
import { Logo } from '@app/ui/components/logo'
import { MENU_TOGGLE_LABEL } from '@app/ui/lib/chrome-text'
import { menuPanelClass } from '@app/ui/lib/menu-panel'
import { cn } from '@app/ui/lib/utils'
import { Menu, X } from 'lucide-react'
import {
  LABEL_WHEN_CLOSED_ATTRIBUTE,
  LABEL_WHEN_OPEN_ATTRIBUTE,
  SCROLL_LINK_ATTRIBUTE,
} from '../runtime/page-attributes'
import { currentPage, pageLinks, previewLinks, sectionHref, sectionLinks } from './site-nav'

// The current page's link (aria-current) is marked for the eye too, as the preview top bars mark theirs.
const textLinkClass =
  'whitespace-nowrap rounded-md px-2 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground aria-[current=page]:text-accent-700 lg:px-3'
const menuLinkClass =
  'flex min-h-12 w-full items-center rounded-lg px-3 font-medium text-base text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-700'

/** The header ships no script of its own: the mobile menu is a native popover (see app/runtime/page-script.ts). */
const MENU_ID = 'site-menu'

/**
 * Real `/#section` links: on / the page script scrolls smoothly; from another page it opens `/` and scrolls
 * about 100 ms after the page is shown.
 */
function SectionLink({ link, className }: { link: (typeof sectionLinks)[number]; className: string }) {
  return (
    <a href={sectionHref(link.sectionId)} {...{ [SCROLL_LINK_ATTRIBUTE]: '' }} className={className}>
      {link.label}
    </a>
  )
}

/** A page of the site, marked as the current page (for screen readers) when it is the one shown. */
function PageLink({
  link,
  currentPath,
  className,
}: {
  link: (typeof pageLinks)[number]
  currentPath: string | undefined
  className: string
}) {
  return (
    <a href={link.href} aria-current={currentPage(link.href, currentPath)} className={className}>
      {link.label}
    </a>
  )
}

/** `currentPath`: the page shown, whose links are marked as the current page. */
export function SiteHeader({ currentPath }: { currentPath?: string }) {
  return (
    <header className="group/header sticky top-0 z-40 border-border/70 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <a href="/" className="rounded-lg" aria-label={`${BRAND_NAME} home`}>
          {/* Between the mobile menu and desktop widths every entry must fit: the mark alone stands in. So it
              does on a phone whose visitor made the text larger (a screen narrower than 15.5 of their rem), where
              the name and the menu button would not fit side by side. */}
          <Logo className="md:max-lg:[&>span]:hidden max-[15.5rem]:[&>span]:hidden" />
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => (
            <SectionLink key={link.sectionId} link={link} className={textLinkClass} />
          ))}
          {pageLinks.map((link) => (
            <PageLink key={link.href} link={link} currentPath={currentPath} className={textLinkClass} />
          ))}
        </nav>

        <div className="hidden items-center gap-1 md:flex lg:gap-2">
          {previewLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'md:max-lg:px-2')}
            >
              {link.label}
            </a>
          ))}
          <a href={EARLY_ACCESS_PATH} className={buttonVariants({ size: 'sm' })}>
            Get Early Access
          </a>
        </div>

        {/* A native popover toggle: opens and closes (Escape and a tap outside too) before and without any
            script. The page script names it "Close menu" and sets aria-expanded while the menu is open. */}
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
          aria-label={MENU_TOGGLE_LABEL.closed}
          {...{
            [LABEL_WHEN_CLOSED_ATTRIBUTE]: MENU_TOGGLE_LABEL.closed,
            [LABEL_WHEN_OPEN_ATTRIBUTE]: MENU_TOGGLE_LABEL.open,
          }}
        >
          <Menu className="size-5 group-has-[#site-menu:popover-open]/header:hidden" aria-hidden="true" />
          <X className="hidden size-5 group-has-[#site-menu:popover-open]/header:block" aria-hidden="true" />
        </Button>
      </div>

      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className={cn(menuPanelClass, 'bg-background px-4 pt-2 pb-4 md:hidden')}
      >
        <ul className="flex flex-col gap-1">
          {sectionLinks.map((link) => (
            <li key={link.sectionId}>
              <SectionLink link={link} className={menuLinkClass} />
            </li>
          ))}
          {pageLinks.map((link) => (
            <li key={link.href}>
              <PageLink link={link} currentPath={currentPath} className={menuLinkClass} />
            </li>
          ))}
          {previewLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={menuLinkClass}>
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href={EARLY_ACCESS_PATH} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Get Early Access
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
